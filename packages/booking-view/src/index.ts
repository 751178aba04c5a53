export * from './article-view.ts';
export * from './boot.ts';
export * from './brand-view.ts';
export * from './calendar-view.ts';
export * from './catalogue-view.ts';
export * from './days.ts';
export * from './dutch-format.ts';
export * from './vnode.ts';

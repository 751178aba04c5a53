import type { Db } from '../../db/database.ts';
import { createTwoStepRepository } from './two-step.repository.ts';

/** Whether the person has two-step sign-in on (a confirmed secret, not one still being set up). */
export const isTwoStepEnabled = async (db: Db, userId: number) =>
  Boolean((await createTwoStepRepository(db).find(userId))?.enabled_at);

/** The ids of everyone with two-step on, for the colleagues list. */
export const listTwoStepUserIds = (db: Db) => createTwoStepRepository(db).listEnabledUserIds();

/** Removes a person's second step: secret and recovery codes (call inside the caller's transaction). */
export const removeTwoStep = (db: Db, userId: number) => createTwoStepRepository(db).remove(userId);

import { Button } from '../../../components/ui/button';

/**
 * The bottom row of a settings form: the submit button on the right, with a spinner while the
 * save runs. `isDisabled` holds it back while part of the form is still busy (a logo upload).
 */
export function SettingsFormFooter({
  isPending,
  isDisabled = false,
  label = 'Opslaan',
}: {
  isPending: boolean;
  isDisabled?: boolean;
  label?: string;
}) {
  return (
    <div className="flex justify-end">
      <Button type="submit" isPending={isPending} isDisabled={isDisabled}>
        {label}
      </Button>
    </div>
  );
}

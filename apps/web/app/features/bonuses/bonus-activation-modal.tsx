import { closeModal, openModal } from '../../ui/modal/modal-store';
import { toast } from '../../ui/toast/toast';
import { BonusActivation } from './bonus-activation';

/** Bonus activation from /my/bonuses in the one modal host; `done` is the success toast's text. */
export function openBonusActivationModal(programId: number, done: string) {
  openModal(
    <BonusActivation
      programId={programId}
      onDone={() => {
        closeModal();
        toast.success(done);
      }}
    />,
    { cancellable: true },
  );
}

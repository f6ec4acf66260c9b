import type { Db } from '@sewabeli/db';
import {
  type CalendarDate,
  disclosedSplit,
  firstDueDateAfter,
  prepaymentPairLabel,
  ringgitToSen,
  tenureMonths,
} from '@sewabeli/domain';
import type { Config } from '../../config';
import type { AgreementDocumentData } from '../../lib/pdf/document-data';

/**
 * What the four documents of every live line of an application are built from (issue 11): the financier, the
 * hirer, the application's guarantors and witnesses, and each line's asset and stored figures. The figures were
 * computed by packages/domain when the line was saved (decisions §3), so the documents repeat them to the sen.
 */
export async function agreementDocumentData(
  db: Db,
  financier: Config['financier'],
  applicantId: number,
  generatedOn: CalendarDate,
): Promise<{ lineId: number; data: AgreementDocumentData }[]> {
  const hirer = await db
    .selectFrom('applicant')
    .innerJoin('hirer', 'hirer.id', 'applicant.hirerId')
    .where('applicant.id', '=', applicantId)
    .select(['hirer.name', 'hirer.registrationNo', 'hirer.address'])
    .executeTakeFirstOrThrow();
  const guarantors = await db
    .selectFrom('applicantGuarantor')
    .where('applicantId', '=', applicantId)
    .select(['name', 'identityNo'])
    .orderBy('id')
    .execute();
  const witnesses = await db
    .selectFrom('applicantWitness')
    .where('applicantId', '=', applicantId)
    .select(['name', 'identityNo', 'designation'])
    .orderBy('id')
    .execute();
  const lines = await db
    .selectFrom('applicantProduct')
    .innerJoin('brand', 'brand.id', 'applicantProduct.brandId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    .innerJoin('vendor', 'vendor.id', 'applicantProduct.vendorId')
    .innerJoin('resource as mode', 'mode.id', 'applicantProduct.resourceId')
    .where('applicantProduct.applicantId', '=', applicantId)
    .where('applicantProduct.deletedAt', 'is', null)
    .selectAll('applicantProduct')
    .select([
      'brand.name as brandName',
      'product.name as productName',
      'vendor.name as vendorName',
      'mode.name as modeName',
    ])
    .orderBy('applicantProduct.id')
    .execute();
  return lines.map((line) => {
    if (!line.hpNo || !line.letterOffer) throw new Error(`Line ${line.id} has no agreement numbers yet`);
    const sen = (value: string | number) => ringgitToSen(value);
    const prepayment = line.prepayment;
    return {
      lineId: line.id,
      data: {
        financier,
        hirer: { name: hirer.name, registrationNo: hirer.registrationNo, address: hirer.address },
        guarantors,
        witnesses,
        hpNo: line.hpNo,
        letterOfferNo: line.letterOffer,
        generatedOn,
        asset: {
          assetType: line.brandName,
          brand: line.brandName,
          model: line.productName,
          engine: line.engine,
          chassis: line.chassis,
          manufactureYear: line.manufactureYear,
          registrationNo: line.registrationNo,
          condition: line.condition,
          quantity: line.quantity,
          vendor: line.vendorName,
        },
        money: {
          costPerUnit: sen(line.cost),
          cost: sen(line.cost) * line.quantity,
          downpayment: sen(line.downpayment),
          financeAmount: sen(line.loanAmount) * line.quantity,
          interestRate: Number(line.interestRate),
          interestMethod: line.interestMethod,
          split: disclosedSplit(line.interestMethod, {
            cost: sen(line.cost),
            loanAmount: sen(line.loanAmount),
            interestRate: Number(line.interestRate),
            tenureYears: line.tenure,
            prepayment,
            quantity: line.quantity,
          }),
          totalInterest: sen(line.totalInterest),
          totalPayable: sen(line.totalPayable),
          instalments: tenureMonths(line.tenure),
          monthlyInstalment: sen(line.monthlyInstallment),
          finalInstalment: sen(line.finalInstallment),
          effectiveRate: Number(line.effectiveRate ?? 0),
          prepayment,
          prepaymentLabel: prepaymentPairLabel(prepayment),
          prepaymentAmount: sen(line.prepaymentAmount),
          insuranceRate: Number(line.insuranceRate),
          insurancePremium: sen(line.insurancePremium),
          insuranceSst: sen(line.insuranceSst),
          jpjFeePerUnit: sen(line.jpjFee),
        },
        firstDueDate: firstDueDateAfter(generatedOn),
        modeOfRepayment: line.modeName,
      },
    };
  });
}

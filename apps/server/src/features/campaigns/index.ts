// What the process uses of campaigns: the scheduler of scheduled campaigns, and the unsubscribe
// footer the outbox worker adds to every automated and bulk e-mail.
export { startCampaignScheduler, queueDueCampaigns } from "./campaign-scheduler";
export { unsubscribeFooter } from "./unsubscribe-link";

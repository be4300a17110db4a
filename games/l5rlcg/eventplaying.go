package l5rlcg

// EvPlayingEvent is the condition "a player plays an event", met as the
// event is played, before its costs are paid: an interrupt to it may
// change what the event costs ("when you play an event, lose 1 honor –
// reduce the cost of that event by 1", Mantis Tenkinja;
// RR-EVENT-PLAYING-1). Player is who plays it, Source and Cards the event.
// Whether the event can be played at all is judged before, at its full
// cost.
const EvPlayingEvent = "playing-event"

// playAnnounced is the stage of an event's ability frame once its being
// played has been announced (EvPlayingEvent), before its costs.
const playAnnounced = 96

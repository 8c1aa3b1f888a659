/* prof_streams.c — the overlapped device timeline (prof_internal.h, "streams"): where each copy
 * and kernel would run on the modeled GPU when streams let them overlap, the clock cuda.event
 * reads, and the summary's paragraph on what the overlap saved.
 *
 * The model is CUDA's for a device with one copy engine per direction: work on one stream runs
 * in the order issued; a copy waits for its direction's engine, a kernel for the kernel before
 * it (kernels big enough to fill the GPU do not run side by side); the legacy default stream
 * waits for every stream and every stream waits for it; a copy from pageable host memory is
 * synchronous (the driver stages it through a pinned buffer while the host waits), so it
 * overlaps nothing. The host is taken to issue work at once: host time is not on this timeline,
 * as it is not in the summary's GPU time; but when the host waits for the device (a
 * synchronize), nothing it issues afterwards starts before what it waited for ended. */
#include <string.h>

#include "prof_internal.h"

/* The slot of a non-default stream (-1: none left; that stream's work is then synchronous). */
static int slot(ProfStreams *s, int64_t id) {
  for (int i = 0; i < s->n; i++)
    if (s->id[i] == id) return i;
  if (s->n == PROF_MAX_STREAMS) return -1;
  s->id[s->n] = id;
  s->ready[s->n] = s->barrier; /* a new stream starts after the last synchronous work */
  return s->n++;
}

static void barrier(ProfStreams *s, double t);

static int engine_of(const ProfEvent *e) {
  if (e->kind != PROF_EV_COPY) return PROF_ENG_COMPUTE;
  return e->dir == RT_COPY_H2D ? PROF_ENG_H2D : e->dir == RT_COPY_D2H ? PROF_ENG_D2H : PROF_ENG_COMPUTE;
}

void prof_stream_place(Prof *p, ProfEvent *e) {
  ProfStreams *s = &p->streams;
  bool pageable = e->kind == PROF_EV_COPY && e->dir != RT_COPY_D2D && !e->pinned;
  if (pageable && e->stream != 0) s->pageable_on_stream++;
  int i = e->stream == 0 || pageable ? -1 : slot(s, e->stream);
  int eng = engine_of(e);
  double start, end;
  if (i < 0) { /* synchronous: after everything, and everything after it */
    start = s->end > s->host ? s->end : s->host;
    end = start + e->dur_us;
    barrier(s, end);
  } else {
    start = s->ready[i] > s->engine[eng] ? s->ready[i] : s->engine[eng];
    if (s->host > start) start = s->host;
    end = start + e->dur_us;
    s->ready[i] = s->engine[eng] = end;
    s->async_ops++;
  }
  e->dev_us = start;
  if (end > s->end) s->end = end;
  s->serial += e->dur_us;
}

static void barrier(ProfStreams *s, double t) {
  s->barrier = t;
  for (int k = 0; k < s->n; k++) s->ready[k] = t;
  for (int k = 0; k < PROF_ENG_COUNT; k++) s->engine[k] = t;
}

double prof_stream_clock_us(Prof *p, int64_t stream) {
  ProfStreams *s = &p->streams;
  if (stream == 0) { /* the legacy default stream: after all work; all later work after it */
    barrier(s, s->end);
    return s->end;
  }
  for (int i = 0; i < s->n; i++)
    if (s->id[i] == stream) return s->ready[i];
  return s->barrier; /* nothing issued on it yet */
}

void prof_stream_host_wait(Prof *p, double device_us) {
  if (device_us > p->streams.host) p->streams.host = device_us;
}

/* event.wait(stream): the stream's later work starts after the event. The legacy default stream
 * needs nothing: its work already waits for every stream's. A stream past the table's slots is
 * synchronous, so it waits anyway. */
void prof_stream_wait_event(Prof *p, int64_t stream, double device_us) {
  ProfStreams *s = &p->streams;
  int i = stream == 0 ? -1 : slot(s, stream);
  if (i >= 0 && s->ready[i] < device_us) s->ready[i] = device_us;
}

int prof_streams_used(const Prof *p, int64_t *ids, int max) {
  int n = 0;
  bool dflt = false;
  for (int i = 0; i < p->log.nev; i++) {
    const ProfEvent *e = &p->log.ev[i];
    if (e->kind == PROF_EV_COPY || e->kind == PROF_EV_KERNEL) dflt |= e->stream == 0;
  }
  if (dflt && n < max) ids[n++] = 0;
  for (int i = 0; i < p->streams.n && n < max; i++) ids[n++] = p->streams.id[i];
  return n;
}

void prof_streams_report(Prof *p, FILE *out, const char *tag) {
  const ProfStreams *s = &p->streams;
  char a[32], b[32], c[32];
  if (s->async_ops > 0) {
    double saved = s->serial - s->end;
    fprintf(out, "\n ** Streams %s: %d stream%s besides the default one\n\n  Overlapped, the copies and kernels "
                 "take %s of GPU time, not %s one after another: the overlap saves %s (%.1f%%).\n",
            tag, s->n, s->n == 1 ? "" : "s", prof_fmt_time(s->end, a, 32), prof_fmt_time(s->serial, b, 32),
            prof_fmt_time(saved, c, 32), s->serial > 0 ? 100.0 * saved / s->serial : 0.0);
  }
  if (s->pageable_on_stream > 0)
    fprintf(out, "%s  %lld cop%s on a stream came from pageable host memory: such a copy is synchronous and "
                 "overlaps nothing. Copy from cuda.pinned_array() memory to overlap.\n",
            s->async_ops > 0 ? "" : "\n ** Streams:\n\n", (long long)s->pageable_on_stream,
            s->pageable_on_stream == 1 ? "y" : "ies");
}

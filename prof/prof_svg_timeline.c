/* prof_svg_timeline.c — the timeline half of the SVG (`--profile-svg`, and `%prof` in Jupyter):
 * one lane each for the host, copies in (H2D), kernels, copies back (D2H), device-to-device
 * copies when there were any, and one per stream, on one time axis with ticks. When work on
 * streams could overlap, a second timeline below shows it as the model runs it (prof_streams.c):
 * one lane per stream on the overlapped device time's own axis. Every copy and
 * kernel is a bar at its start on the modeled timeline (prof_log.c), as long as it lasted; a
 * bar narrower than PROF_SVG_MIN_W pixels is drawn that wide so it stays visible, and labelled
 * (name and time) where the label does not run into the lane's previous one; every bar has a
 * <title> with its full figures. The host lane shows the host running between them (on a
 * synchronous timeline the host waits while the GPU works) and the compiles. */
#include <string.h>

#include "prof_svg.h"

/* The fixed lanes, then one per stream used (LANE_STREAM + its index in prof_streams_used). */
enum { LANE_HOST, LANE_H2D, LANE_KERNEL, LANE_D2H, LANE_D2D, LANE_STREAM };
#define LANE_MAX (LANE_STREAM + PROF_MAX_STREAMS + 1)
static const char *const lane_names[LANE_STREAM] = {"Host", "H2D copies", "Kernels", "D2H copies", "D2D copies"};
static const char *const lane_colors[LANE_STREAM] = {"#8c8c8c", "#e4572e", "#4c72b0", "#f3a712", "#a8c686"};
#define COMPILE_COLOR "#669bbc"

typedef struct Lane {
  char name[40];
  int y;          /* top of the lane */
  double label_x; /* where the lane's last label ends: the next one starts right of it */
  bool shown;
} Lane;

typedef struct Timeline {
  FILE *f;
  const Prof *p;
  double t_end, scale; /* microseconds on the axis; pixels per microsecond */
  Lane lanes[LANE_MAX];
  int64_t streams[PROF_MAX_STREAMS + 1]; /* the streams used: lane LANE_STREAM + i is streams[i] */
  int nstreams;
} Timeline;

static double x_of(const Timeline *t, double us) { return PROF_SVG_TL_LABEL + us * t->scale; }

/* A "nice" tick step (1, 2 or 5 times a power of ten microseconds) giving about 8 ticks. */
static double tick_step(double span_us) {
  double raw = span_us / 8, p = 1e-3;
  while (p * 10 <= raw) p *= 10;
  return raw <= p ? p : raw <= 2 * p ? 2 * p : raw <= 5 * p ? 5 * p : 10 * p;
}

static void axis(Timeline *t, int y_top, int y_bottom) {
  FILE *f = t->f;
  double step = tick_step(t->t_end);
  char b[32];
  fprintf(f, "<g class=\"axis\" font-size=\"10\" fill=\"#444\">\n");
  fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"#444\"/>\n", PROF_SVG_TL_LABEL, y_bottom,
          x_of(t, t->t_end), y_bottom);
  for (double us = 0; us <= t->t_end * 1.0001; us += step) {
    double x = x_of(t, us);
    fprintf(f, "<line class=\"tick\" x1=\"%.2f\" y1=\"%d\" x2=\"%.2f\" y2=\"%d\" stroke=\"#ddd\"/>\n", x, y_top, x,
            y_bottom + 4);
    fprintf(f, "<text x=\"%.2f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x, y_bottom + 16,
            us > 0 ? prof_fmt_time(us, b, sizeof b) : "0");
  }
  fputs("</g>\n", f);
}

/* One bar on a lane: at its start, its length (at least PROF_SVG_MIN_W px), a title, and a label
 * when there is room for it right of the lane's previous label. */
static void bar(Timeline *t, int lane, double ts, double dur, const char *color, const char *label,
                const char *title) {
  FILE *f = t->f;
  Lane *l = &t->lanes[lane];
  double x = x_of(t, ts), w = dur * t->scale;
  if (w < PROF_SVG_MIN_W) w = PROF_SVG_MIN_W;
  fprintf(f, "<rect class=\"ev\" data-lane=\"%s\" x=\"%.3f\" y=\"%d\" width=\"%.3f\" height=\"%d\" fill=\"%s\" "
             "data-ts=\"%.3f\" data-dur=\"%.3f\"><title>", l->name, x, l->y + 3, w, PROF_SVG_LANE_H - 14, color,
          ts, dur);
  prof_svg_text(f, title);
  fputs("</title></rect>\n", f);
  if (!label || x < l->label_x) return;
  fprintf(f, "<text class=\"ev-label\" x=\"%.2f\" y=\"%d\" font-size=\"10\">", x, l->y + PROF_SVG_LANE_H - 1);
  prof_svg_text(f, label);
  fputs("</text>\n", f);
  l->label_x = x + (double)strlen(label) * 6.0 + 6;
}

static const char *const dir_names[RT_COPY_DIR_COUNT] = {"H2D", "D2H", "D2D"};

static int stream_lane(const Timeline *t, int64_t stream) {
  for (int i = 0; i < t->nstreams; i++)
    if (t->streams[i] == stream) return LANE_STREAM + i;
  return LANE_STREAM; /* past PROF_MAX_STREAMS: drawn with the default stream, as modeled */
}

/* One copy or kernel: on its kind's lane and its stream's at ts (the synchronous timeline), or
 * only on its stream's at its overlapped start (overlap: the second timeline). */
static void device_event(Timeline *t, const ProfEvent *e, const char *tag, bool overlap) {
  char label[96], title[256], d[32], at[32], ln[32] = "";
  prof_fmt_time(e->dur_us, d, sizeof d);
  prof_fmt_time(e->ts_us, at, sizeof at);
  if (e->line > 0) snprintf(ln, sizeof ln, ", line %d", e->line);
  if (overlap) prof_fmt_time(e->dev_us, at, sizeof at);
  int lane = LANE_KERNEL;
  if (e->kind == PROF_EV_KERNEL) {
    snprintf(label, sizeof label, "%s %s", e->name, d);
    snprintf(title, sizeof title, "kernel %s: %s at %s %s%s", e->name, d, at, tag, ln);
  } else {
    lane = e->dir == RT_COPY_H2D ? LANE_H2D : e->dir == RT_COPY_D2H ? LANE_D2H : LANE_D2D;
    snprintf(label, sizeof label, "%s %s", dir_names[e->dir], d);
    snprintf(title, sizeof title, "copy %s, %lld bytes%s: %s at %s %s%s", dir_names[e->dir], (long long)e->bytes,
             e->dir == RT_COPY_D2D ? "" : e->pinned ? ", pinned" : ", pageable", d, at, tag, ln);
  }
  if (e->stream) snprintf(title + strlen(title), sizeof title - strlen(title), ", stream %lld", (long long)e->stream);
  if (overlap) {
    bar(t, stream_lane(t, e->stream), e->dev_us, e->dur_us, lane_colors[lane], label, title);
    return;
  }
  bar(t, lane, e->ts_us, e->dur_us, lane_colors[lane], label, title);
  bar(t, stream_lane(t, e->stream), e->ts_us, e->dur_us, lane_colors[lane], NULL, title); /* the same colours */
}

/* The host runs whenever no copy, kernel or compile does: the gaps between them. */
static void host_lane(Timeline *t) {
  const Prof *p = t->p;
  double at = 0;
  char title[96], d[32];
  for (int i = 0; i <= p->log.nev; i++) {
    const ProfEvent *e = i < p->log.nev ? &p->log.ev[i] : NULL;
    if (e && e->kind != PROF_EV_COPY && e->kind != PROF_EV_KERNEL && e->kind != PROF_EV_COMPILE) continue;
    double start = e ? e->ts_us : t->t_end;
    if (start - at > 0) {
      snprintf(title, sizeof title, "host: %s (measured)", prof_fmt_time(start - at, d, sizeof d));
      double x = x_of(t, at), w = (start - at) * t->scale;
      fprintf(t->f, "<rect class=\"host\" data-lane=\"Host\" x=\"%.3f\" y=\"%d\" width=\"%.3f\" height=\"%d\" fill=\"%s\"><title>%s"
                    "</title></rect>\n", x, t->lanes[LANE_HOST].y + 3, w, PROF_SVG_LANE_H - 14,
              lane_colors[LANE_HOST], title);
    }
    if (e && e->kind == PROF_EV_COMPILE && !e->dir) {
      char label[96], ttl[160];
      snprintf(label, sizeof label, "compile %s", e->name);
      snprintf(ttl, sizeof ttl, "compile %s: %s (measured)", e->name, prof_fmt_time(e->dur_us, d, sizeof d));
      bar(t, LANE_HOST, e->ts_us, e->dur_us, COMPILE_COLOR, label, ttl);
    }
    if (e && e->ts_us + e->dur_us > at) at = e->ts_us + e->dur_us;
  }
}

/* Lane l named name at y (its background striped by parity); returns the y below it. */
static int lane(Timeline *t, int l, const char *name, int y) {
  Lane *ln = &t->lanes[l];
  *ln = (Lane){.y = y, .shown = true};
  snprintf(ln->name, sizeof ln->name, "%s", name);
  fprintf(t->f, "<g class=\"lane\" data-lane=\"%s\">\n<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\"/>\n"
                "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n</g>\n",
          ln->name, PROF_SVG_TL_LABEL, y, PROF_SVG_TL_PLOT, PROF_SVG_LANE_H, l % 2 ? "#f7f7f7" : "#fdfdfd",
          PROF_SVG_TL_LABEL - 8, y + PROF_SVG_LANE_H / 2 + 4, ln->name);
  return y + PROF_SVG_LANE_H;
}

static void stream_name(int64_t id, bool overlap, char *b, size_t n) {
  if (overlap && id == 0) snprintf(b, n, "Default stream");
  else snprintf(b, n, "%s %lld", overlap ? "On stream" : "Stream", (long long)id);
}

/* The second timeline: each stream's copies and kernels where the overlap model runs them. */
static int overlap_timeline(FILE *f, Prof *p, int y0, const char *tag, const Timeline *sync) {
  Timeline t = {.f = f, .p = p, .nstreams = sync->nstreams};
  memcpy(t.streams, sync->streams, sizeof t.streams);
  t.t_end = p->streams.end > 0 ? p->streams.end : 1;
  t.scale = PROF_SVG_TL_PLOT / t.t_end;
  char a[32], b[32], name[40];
  fprintf(f, "<g class=\"overlap\">\n<text x=\"12\" y=\"%d\" font-weight=\"bold\">Streams overlapped %s: the GPU "
             "busy %s, not %s one after another</text>\n", y0 + 4, tag, prof_fmt_time(p->streams.end, a, 32),
          prof_fmt_time(p->streams.serial, b, 32));
  int y = y0 + 16, top = y;
  for (int i = 0; i < t.nstreams; i++) {
    stream_name(t.streams[i], true, name, sizeof name);
    y = lane(&t, LANE_STREAM + i, name, y);
  }
  axis(&t, top, y);
  fputs("<g class=\"events\">\n", f);
  for (int i = 0; i < p->log.nev; i++) {
    const ProfEvent *e = &p->log.ev[i];
    if (e->kind == PROF_EV_KERNEL || e->kind == PROF_EV_COPY) device_event(&t, e, tag, true);
  }
  fputs("</g>\n</g>\n", f);
  return y + 28;
}

int prof_svg_timeline(FILE *f, Prof *p, int y0, const char *tag) {
  Timeline t = {.f = f, .p = p};
  t.t_end = prof_virtual_now_us(p);
  for (int i = 0; i < p->log.nev; i++)
    if (p->log.ev[i].ts_us + p->log.ev[i].dur_us > t.t_end) t.t_end = p->log.ev[i].ts_us + p->log.ev[i].dur_us;
  if (t.t_end <= 0) t.t_end = 1;
  t.scale = PROF_SVG_TL_PLOT / t.t_end;
  t.nstreams = prof_streams_used(p, t.streams, PROF_MAX_STREAMS + 1);
  if (t.nstreams == 0) t.streams[t.nstreams++] = 0; /* the default stream's lane, empty */
  bool d2d = false;
  for (int i = 0; i < p->log.nev; i++) d2d |= p->log.ev[i].kind == PROF_EV_COPY && p->log.ev[i].dir == RT_COPY_D2D;
  int y = y0 + 8;
  fprintf(f, "<g class=\"timeline\">\n<text x=\"12\" y=\"%d\" font-weight=\"bold\">Timeline: copies and kernels %s, "
             "host measured</text>\n", y0 + 4, tag);
  y += 8;
  int top = y;
  for (int l = 0; l < LANE_STREAM; l++)
    if (l != LANE_D2D || d2d) y = lane(&t, l, lane_names[l], y);
  char name[40];
  for (int i = 0; i < t.nstreams; i++) {
    stream_name(t.streams[i], false, name, sizeof name);
    y = lane(&t, LANE_STREAM + i, name, y);
  }
  axis(&t, top, y);
  fputs("<g class=\"events\">\n", f);
  host_lane(&t);
  for (int i = 0; i < p->log.nev; i++) {
    const ProfEvent *e = &p->log.ev[i];
    if (e->kind == PROF_EV_KERNEL || e->kind == PROF_EV_COPY) device_event(&t, e, tag, false);
  }
  fputs("</g>\n</g>\n", f);
  if (p->streams.async_ops > 0) return overlap_timeline(f, p, y + 28, tag, &t);
  return y + 28;
}

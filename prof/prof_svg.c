/* prof_svg.c — the profile as one SVG (`--profile-svg=FILE.svg`, and `%prof` in Jupyter): the
 * timeline (prof_svg_timeline.c) and, beside it, the summary chart: the GPU's modeled time by
 * phase and, per kernel, a stacked bar of its copies in, its compute and its copies back, on one
 * scale; then the host's measured time on a scale of its own (it would flatten the GPU's bars).
 * A small script zooms (wheel) and pans (drag) through the viewBox when the file is opened in a
 * browser; without it (an <img>, rsvg-convert, a notebook) the image is the same, static. */
#include <stdlib.h>
#include <string.h>

#include "prof_svg.h"

#define LABEL_MIN_W 110 /* the label column: at least this, else as wide as its longest label */
#define CHAR_W 7.8      /* an upper estimate of a 13 px sans-serif character's advance */
#define BAR_MAX 240
#define VALUE_W 90      /* the time printed after the longest bar */
#define ROW_H 26
#define GAP 24          /* between the timeline and the chart */

static const char *const phase_colors[PROF_PH_COUNT] = {"#8c8c8c", "#e4572e", "#f3a712", "#a8c686", "#4c72b0", "#669bbc"};

void prof_svg_text(FILE *f, const char *s) {
  for (; s && *s; s++) {
    if (*s == '<') fputs("&lt;", f);
    else if (*s == '>') fputs("&gt;", f);
    else if (*s == '&') fputs("&amp;", f);
    else if (*s == '"') fputs("&quot;", f);
    else fputc(*s, f);
  }
}

static void label(FILE *f, int x, int y, const char *anchor, const char *text) {
  fprintf(f, "<text x=\"%d\" y=\"%d\" text-anchor=\"%s\">", x, y, anchor);
  prof_svg_text(f, text);
  fputs("</text>\n", f);
}

static void rect(FILE *f, double x, int y, double w, const char *color, const char *title) {
  fprintf(f, "<rect x=\"%.2f\" y=\"%d\" width=\"%.2f\" height=\"%d\" fill=\"%s\"><title>", x, y, w < 0.5 ? 0.5 : w,
          ROW_H - 8, color);
  prof_svg_text(f, title);
  fputs("</title></rect>\n", f);
}

/* One kernel's copies in, compute and copies back (microseconds), over all its launches. */
static void kernel_parts(const Prof *p, const char *name, double parts[3]) {
  parts[0] = parts[1] = parts[2] = 0;
  for (int i = 0; i < p->log.nev; i++) {
    const ProfEvent *e = &p->log.ev[i];
    if (e->kernel < 0 || strcmp(p->log.kernels[e->kernel]->name, name) != 0) continue;
    if (e->kind == PROF_EV_KERNEL) parts[1] += e->dur_us;
    else if (e->kind == PROF_EV_COPY && e->dir == RT_COPY_H2D) parts[0] += e->dur_us;
    else if (e->kind == PROF_EV_COPY && e->dir == RT_COPY_D2H) parts[2] += e->dur_us;
  }
}

static int distinct_kernels(const Prof *p, const char **names, int cap) {
  int n = 0;
  for (int i = 0; i < p->log.nk && n < cap; i++) {
    bool seen = false;
    for (int j = 0; j < n; j++) seen |= strcmp(names[j], p->log.kernels[i]->name) == 0;
    if (!seen) names[n++] = p->log.kernels[i]->name;
  }
  return n;
}

#define MAX_KERNELS 32
typedef struct Chart {
  double phases[PROF_PH_COUNT];
  int shown[PROF_PH_COUNT], nshown; /* the phases drawn: D2D only when there were such copies */
  const char *names[MAX_KERNELS];
  double parts[MAX_KERNELS][3];
  int nk;
  double scale;  /* pixels per microsecond, the same for every GPU bar */
  double host_scale; /* ... for the host's bars (measured, far longer) */
  int label_w;   /* the label column, sized to the longest label so none is clipped */
} Chart;

static int label_width(const char *s) { return (int)(strlen(s) * CHAR_W) + 16; }

static void chart_data(Prof *pr, Chart *c) {
  double most = 0, host_most = 0;
  prof_phase_totals(pr, c->phases);
  c->nshown = 0;
  c->label_w = LABEL_MIN_W;
  for (int p = 0; p < PROF_PH_COUNT; p++) {
    if (p == PROF_PH_D2D && c->phases[p] == 0) continue; /* as the text summary */
    c->shown[c->nshown++] = p;
    if (p == PROF_PH_HOST || p == PROF_PH_COMPILE) host_most = c->phases[p] > host_most ? c->phases[p] : host_most;
    else most = c->phases[p] > most ? c->phases[p] : most;
    if (label_width(prof_phase_names[p]) > c->label_w) c->label_w = label_width(prof_phase_names[p]);
  }
  c->host_scale = host_most > 0 ? BAR_MAX / host_most : 0;
  c->nk = distinct_kernels(pr, c->names, MAX_KERNELS);
  for (int k = 0; k < c->nk; k++) {
    if (label_width(c->names[k]) > c->label_w) c->label_w = label_width(c->names[k]);
    kernel_parts(pr, c->names[k], c->parts[k]);
    double sum = c->parts[k][0] + c->parts[k][1] + c->parts[k][2];
    most = sum > most ? sum : most;
  }
  c->scale = most > 0 ? BAR_MAX / most : 0;
}

/* The phases that are the GPU's (host false) or the host's, each on its own scale. */
static int phase_bars(FILE *f, const Chart *c, int y, bool host) {
  char b[32];
  double scale = host ? c->host_scale : c->scale;
  label(f, 12, y + 20, "start", host ? "Host (measured, a scale of its own)" : "GPU time by phase");
  y += 32;
  for (int i = 0; i < c->nshown; i++) {
    int p = c->shown[i];
    if ((p == PROF_PH_HOST || p == PROF_PH_COMPILE) != host) continue;
    label(f, c->label_w - 8, y + 13, "end", prof_phase_names[p]);
    rect(f, c->label_w, y, c->phases[p] * scale, phase_colors[p], prof_fmt_time(c->phases[p], b, sizeof b));
    label(f, c->label_w + (int)(c->phases[p] * scale) + 6, y + 13, "start", b);
    y += ROW_H;
  }
  return y;
}

static int kernel_bars(FILE *f, const Chart *c, int y) {
  static const int part_phase[3] = {PROF_PH_H2D, PROF_PH_COMPUTE, PROF_PH_D2H};
  char b[32];
  if (c->nk == 0) return y;
  label(f, 12, y + 20, "start", "Per kernel: copies in | compute | copies back");
  y += 32;
  for (int k = 0; k < c->nk; k++, y += ROW_H) {
    label(f, c->label_w - 8, y + 13, "end", c->names[k]);
    double x = c->label_w;
    for (int q = 0; q < 3; q++) {
      rect(f, x, y, c->parts[k][q] * c->scale, phase_colors[part_phase[q]], prof_fmt_time(c->parts[k][q], b, sizeof b));
      x += c->parts[k][q] * c->scale;
    }
    label(f, (int)x + 6, y + 13, "start", prof_fmt_time(c->parts[k][0] + c->parts[k][1] + c->parts[k][2], b, sizeof b));
  }
  return y;
}

/* Wheel zooms about the pointer, a drag pans, a double click goes back: all through the root
 * element's viewBox, so the static image is the document as written. */
static const char zoom_script[] =
    "<script type=\"text/javascript\"><![CDATA[\n"
    "(function(){var c=document.currentScript,s=(c&&c.ownerSVGElement)||document.documentElement;"
    "if(!s||!s.viewBox)return;var v=s.viewBox.baseVal,o=[v.x,v.y,v.width,v.height],d=null;\n"
    "function pt(e){var r=s.getBoundingClientRect();return[v.x+(e.clientX-r.left)/r.width*v.width,"
    "v.y+(e.clientY-r.top)/r.height*v.height];}\n"
    "s.addEventListener('wheel',function(e){e.preventDefault();var p=pt(e),k=e.deltaY<0?0.8:1.25;"
    "v.x=p[0]-(p[0]-v.x)*k;v.y=p[1]-(p[1]-v.y)*k;v.width*=k;v.height*=k;},{passive:false});\n"
    "s.addEventListener('mousedown',function(e){d=pt(e);});"
    "s.addEventListener('mousemove',function(e){if(!d)return;var p=pt(e);v.x+=d[0]-p[0];v.y+=d[1]-p[1];});\n"
    "s.addEventListener('mouseup',function(){d=null;});s.addEventListener('mouseleave',function(){d=null;});"
    "s.addEventListener('dblclick',function(){v.x=o[0];v.y=o[1];v.width=o[2];v.height=o[3];});})();\n"
    "]]></script>\n";

/* The summary chart from (x0, y0); returns its height. */
static int summary_chart(FILE *f, Chart *c, int x0, int y0) {
  fprintf(f, "<g class=\"summary\" transform=\"translate(%d,%d)\">\n", x0, y0);
  fprintf(f, "<text x=\"12\" y=\"4\" font-weight=\"bold\">Summary</text>\n");
  int y = phase_bars(f, c, 4, false);
  y = kernel_bars(f, c, y);
  y = phase_bars(f, c, y, true);
  y += 8;
  for (int i = 0, lx = 12, ly = y; i < c->nshown; i++, lx += 120) {
    if (lx + 110 > c->label_w + BAR_MAX + VALUE_W) lx = 12, ly += 20;
    int p = c->shown[i];
    fprintf(f, "<rect x=\"%d\" y=\"%d\" width=\"12\" height=\"12\" fill=\"%s\"/>\n", lx, ly, phase_colors[p]);
    label(f, lx + 16, ly + 11, "start", prof_phase_names[p]);
    y = ly + 20;
  }
  fputs("</g>\n", f);
  return y + 8;
}

/* The whole document to f. */
static void write_svg(Prof *pr, FILE *f) {
  Chart c;
  chart_data(pr, &c);
  char tag[64];
  snprintf(tag, sizeof tag, "(modeled, %s)", pr->device->name);
  int tl_w = PROF_SVG_TL_LABEL + PROF_SVG_TL_PLOT + 20;
  int W = tl_w + GAP + c.label_w + BAR_MAX + VALUE_W;
  /* the heights are known only once drawn: draw into memory first */
  char *body = NULL;
  size_t blen = 0;
  FILE *m = open_memstream(&body, &blen);
  int h = 0;
  if (m) {
    int tl_h = prof_svg_timeline(m, pr, 44, tag);
    int ch = summary_chart(m, &c, tl_w + GAP, 44) + 44;
    h = tl_h > ch ? tl_h : ch;
    fclose(m);
  }
  fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
             "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"13\">\n", W, h, W, h);
  fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, h);
  char title[200];
  snprintf(title, sizeof title, "Weft profile: transfers and kernels modeled, %s (%s); host time measured. "
           "Wheel: zoom, drag: pan, double click: back.", pr->device->name, pr->device->full);
  label(f, 12, 24, "start", title);
  if (body) fwrite(body, 1, blen, f);
  free(body);
  fputs(zoom_script, f);
  fputs("</svg>\n", f);
}

bool prof_write_svg(Prof *pr, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return prof_write_done("chart", path, NULL);
  write_svg(pr, f);
  return prof_write_done("chart", path, f);
}

char *prof_svg_render(Prof *pr, size_t *len) {
  char *buf = NULL;
  FILE *m = open_memstream(&buf, len);
  if (!m) return NULL;
  write_svg(pr, m);
  fclose(m);
  return buf;
}

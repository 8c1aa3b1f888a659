/* plot_render.c — drawing a figure with cairo, into a PNG, SVG or PDF file or PNG bytes.
 *
 * Sizes follow matplotlib's defaults, in points converted at the figure's dpi: 10 pt tick
 * labels and axis labels in DejaVu Sans, a 12 pt title 6 pt above the axes, 3.5 pt outward
 * ticks, 0.8 pt black spines, 1.5 pt lines, 6 pt markers. An image is drawn pixel for pixel
 * (nearest neighbour) over its extent; an axes with equal aspect shrinks about its centre; a
 * colorbar takes the right 15% of its axes (5% gap, 1:20). The legend goes to the named
 * corner; 'best' picks the corner that covers the fewest data points. */
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "plot.h"

typedef struct Ctx {
  cairo_t *cr;
  double pt;        /* pixels per point */
  double W, H;
} Ctx;

typedef struct Box {
  double x, y, w, h;  /* top-left corner and size in pixels */
  double v[4];        /* the view: x0 x1 y0 y1 */
  bool xlog, ylog;
} Box;

static const char *FONT = "DejaVu Sans";

static void set_rgba(cairo_t *cr, PlotRGBA c, double alpha) {
  cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha);
}

static double tr(double v, bool log) { return log ? (v > 0 ? log10(v) : -INFINITY) : v; }

static double X(const Box *b, double x) {
  double lo = tr(b->v[0], b->xlog), hi = tr(b->v[1], b->xlog);
  return b->x + (tr(x, b->xlog) - lo) / (hi - lo) * b->w;
}

static double Y(const Box *b, double y) {
  double lo = tr(b->v[2], b->ylog), hi = tr(b->v[3], b->ylog);
  return b->y + b->h - (tr(y, b->ylog) - lo) / (hi - lo) * b->h;
}

/* ---- text ---- */

/* Text at (x, y): ha 0 left, 0.5 centre, 1 right; va 0 top, 0.5 middle, 1 baseline-bottom.
 * A label "\x01K" is drawn as 10 with the superscript K (log ticks). Returns its width. */
static double text(Ctx *c, const char *s, double x, double y, double size_pt, double ha,
                   double va, double angle) {
  cairo_t *cr = c->cr;
  cairo_select_font_face(cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  double size = size_pt * c->pt;
  cairo_set_font_size(cr, size);
  bool power = s[0] == '\x01';
  const char *base = power ? "10" : s, *exp = power ? s + 1 : "";
  cairo_text_extents_t e1, e2 = {0};
  cairo_text_extents(cr, base, &e1);
  double w = e1.x_advance, h = size * 0.72;
  if (power) {
    cairo_set_font_size(cr, size * 0.7);
    cairo_text_extents(cr, exp, &e2);
    w += e2.x_advance;
    h = size * 0.95;
  }
  cairo_save(cr);
  cairo_translate(cr, x, y);
  cairo_rotate(cr, angle);
  double ox = -w * ha, oy = h * (1 - va);
  if (va >= 1) oy = 0;
  cairo_set_font_size(cr, size);
  cairo_move_to(cr, ox, oy);
  cairo_show_text(cr, base);
  if (power) {
    cairo_set_font_size(cr, size * 0.7);
    cairo_move_to(cr, ox + e1.x_advance, oy - size * 0.4);
    cairo_show_text(cr, exp);
  }
  cairo_restore(cr);
  return w;
}

static double text_width(Ctx *c, const char *s, double size_pt) {
  cairo_select_font_face(c->cr, FONT, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size(c->cr, size_pt * c->pt);
  cairo_text_extents_t e;
  cairo_text_extents(c->cr, s, &e);
  return e.x_advance;
}

/* ---- ticks ---- */

enum { MAXT = 64 };

typedef struct Ticks {
  int n;
  double at[MAXT];
  char label[MAXT][32];
  char offset[16];
} Ticks;

static void ticks_for(const PlotAxes *ax, double lo, double hi, bool log, double len_pt,
                      double per_tick, bool xaxis, Ticks *t) {
  double a = fmin(lo, hi), b = fmax(lo, hi);
  t->offset[0] = '\0';
  int k = xaxis ? 0 : 1;
  if (ax && ax->ticks[k]) { /* set by hand: those inside the view, with their labels */
    char fmt[MAXT][32], offset[16];
    int nf = ax->nticks[k] < MAXT ? ax->nticks[k] : MAXT;
    plot_tick_labels(ax->ticks[k], nf, fmt, offset, sizeof offset);
    double eps = (b - a) * 1e-9;
    t->n = 0;
    for (int i = 0; i < nf; i++)
      if (ax->ticks[k][i] >= a - eps && ax->ticks[k][i] <= b + eps) {
        t->at[t->n] = ax->ticks[k][i];
        snprintf(t->label[t->n++], 32, "%s", ax->tick_labels[k] ? ax->tick_labels[k][i] : fmt[i]);
      }
    if (!ax->tick_labels[k]) snprintf(t->offset, sizeof t->offset, "%s", offset);
    return;
  }
  if (xaxis && ax && ax->ncats) {
    t->n = 0;
    for (int i = 0; i < ax->ncats && t->n < MAXT; i++)
      if (i >= a && i <= b) {
        t->at[t->n] = i;
        snprintf(t->label[t->n++], 32, "%s", ax->cats[i]);
      }
    return;
  }
  if (log) {
    t->n = plot_ticks_log(a, b, t->at, MAXT);
    for (int i = 0; i < t->n; i++)
      snprintf(t->label[i], 32, "\x01%d", (int)lround(log10(t->at[i])));
    return;
  }
  int nbins = (int)floor(len_pt / per_tick);
  nbins = nbins < 1 ? 1 : nbins > 9 ? 9 : nbins;
  t->n = plot_ticks_linear(a, b, nbins, t->at, MAXT);
  plot_tick_labels(t->at, t->n, t->label, t->offset, sizeof t->offset);
}

static void line(cairo_t *cr, double x0, double y0, double x1, double y1) {
  cairo_move_to(cr, x0, y0);
  cairo_line_to(cr, x1, y1);
  cairo_stroke(cr);
}

/* The x axis' ticks and labels under the box; returns the labels' height in pixels. */
static double draw_xticks(Ctx *c, const PlotAxes *ax, const Box *b) {
  Ticks t;
  ticks_for(ax, b->v[0], b->v[1], b->xlog, b->w / c->pt, 30, true, &t);
  cairo_set_source_rgb(c->cr, 0, 0, 0);
  cairo_set_line_width(c->cr, 0.8 * c->pt);
  double y = b->y + b->h, tl = 3.5 * c->pt, rot = ax ? ax->tick_rotation[0] * M_PI / 180 : 0;
  double extra = 0; /* rotated labels reach further down */
  for (int i = 0; i < t.n; i++) {
    double x = X(b, t.at[i]);
    line(c->cr, x, y, x, y + tl);
    double w = text(c, t.label[i], x, y + tl + 3.5 * c->pt, 10, rot != 0 ? 1 : 0.5,
                    rot != 0 ? 0.5 : 0, -rot);
    if (rot != 0) extra = fmax(extra, w * fabs(sin(rot)));
  }
  if (b->xlog) { /* minor ticks at 2..9 x 10^k */
    cairo_set_line_width(c->cr, 0.6 * c->pt);
    for (double d = pow(10, floor(log10(fmin(b->v[0], b->v[1])))); d <= fmax(b->v[0], b->v[1]); d *= 10)
      for (int m = 2; m < 10; m++) {
        double v = d * m;
        if (v >= fmin(b->v[0], b->v[1]) && v <= fmax(b->v[0], b->v[1]))
          line(c->cr, X(b, v), y, X(b, v), y + 2 * c->pt);
      }
  }
  if (t.offset[0]) text(c, t.offset, b->x + b->w, y + tl + 17 * c->pt, 10, 1, 0, 0);
  return tl + 3.5 * c->pt + extra + 10 * c->pt * (b->xlog ? 1.2 : 1.0);
}

/* The y axis' ticks and labels left of the box; returns the widest label plus padding. */
static double draw_yticks(Ctx *c, const PlotAxes *ax, const Box *b, double xr, double ha) {
  Ticks t;
  ticks_for(ax, b->v[2], b->v[3], b->ylog, b->h / c->pt, 20, false, &t);
  cairo_set_source_rgb(c->cr, 0, 0, 0);
  cairo_set_line_width(c->cr, 0.8 * c->pt);
  double tl = 3.5 * c->pt, widest = 0, dir = ha > 0.5 ? 1 : -1; /* left axis: outward is -x */
  for (int i = 0; i < t.n; i++) {
    double y = Y(b, t.at[i]);
    line(c->cr, xr, y, xr - dir * tl, y);
    double rot = ax ? -ax->tick_rotation[1] * M_PI / 180 : 0;
    double w = text(c, t.label[i], xr - dir * (tl + 3.5 * c->pt), y, 10, ha, 0.5, rot);
    widest = fmax(widest, w);
  }
  if (b->ylog) {
    cairo_set_line_width(c->cr, 0.6 * c->pt);
    double lo = fmin(b->v[2], b->v[3]), hi = fmax(b->v[2], b->v[3]);
    for (double d = pow(10, floor(log10(lo))); d <= hi; d *= 10)
      for (int m = 2; m < 10; m++)
        if (d * m >= lo && d * m <= hi) line(c->cr, xr, Y(b, d * m), xr - dir * 2 * c->pt, Y(b, d * m));
  }
  if (t.offset[0]) text(c, t.offset, xr, b->y - 4 * c->pt, 10, ha > 0.5 ? 0 : 0, 1, 0);
  return widest + tl + 3.5 * c->pt;
}

static void draw_grid(Ctx *c, const PlotAxes *ax, const Box *b) {
  Ticks tx, ty;
  ticks_for(ax, b->v[0], b->v[1], b->xlog, b->w / c->pt, 30, true, &tx);
  ticks_for(ax, b->v[2], b->v[3], b->ylog, b->h / c->pt, 20, false, &ty);
  cairo_set_source_rgb(c->cr, 0xb0 / 255.0, 0xb0 / 255.0, 0xb0 / 255.0);
  cairo_set_line_width(c->cr, 0.8 * c->pt);
  for (int i = 0; i < tx.n; i++) line(c->cr, X(b, tx.at[i]), b->y, X(b, tx.at[i]), b->y + b->h);
  for (int i = 0; i < ty.n; i++) line(c->cr, b->x, Y(b, ty.at[i]), b->x + b->w, Y(b, ty.at[i]));
}

/* ---- artists ---- */

static void dashes(Ctx *c, char style, double lw) {
  double d[4];
  int n = 0;
  if (style == '=') d[0] = 3.7, d[1] = 1.6, n = 2;
  else if (style == ':') d[0] = 1, d[1] = 1.65, n = 2;
  else if (style == '.') d[0] = 6.4, d[1] = 1.6, d[2] = 1, d[3] = 1.6, n = 4;
  for (int i = 0; i < n; i++) d[i] *= lw * c->pt;
  cairo_set_dash(c->cr, d, n, 0);
  cairo_set_line_cap(c->cr, n ? CAIRO_LINE_CAP_BUTT : CAIRO_LINE_CAP_SQUARE);
}

/* A marker of diameter size (pixels) at (x, y), filled or stroked by its kind. */
static void marker(Ctx *c, char m, double x, double y, double size) {
  cairo_t *cr = c->cr;
  double r = size / 2;
  switch (m) {
    case '.': r *= 0.5; /* fall through */
    case 'o': cairo_new_sub_path(cr), cairo_arc(cr, x, y, r, 0, 2 * M_PI); break;
    case 's': cairo_rectangle(cr, x - r, y - r, 2 * r, 2 * r); break;
    case 'D': case 'd':
      cairo_move_to(cr, x, y - r), cairo_line_to(cr, x + r, y), cairo_line_to(cr, x, y + r);
      cairo_line_to(cr, x - r, y), cairo_close_path(cr);
      break;
    case '^': case 'v': case '<': case '>': case '*': case 'p': {
      double s = m == 'v' ? -1 : 1;
      cairo_move_to(cr, x, y - s * r), cairo_line_to(cr, x + r, y + s * r);
      cairo_line_to(cr, x - r, y + s * r), cairo_close_path(cr);
      break;
    }
    default: { /* x + | _ : strokes */
      cairo_set_line_width(cr, 1 * c->pt);
      if (m == 'x') {
        line(cr, x - r, y - r, x + r, y + r), line(cr, x - r, y + r, x + r, y - r);
      } else {
        if (m != '_') line(cr, x, y - r, x, y + r);
        if (m != '|') line(cr, x - r, y, x + r, y);
      }
      return;
    }
  }
  cairo_fill_preserve(cr); /* matplotlib's markers have a 1 pt edge of their own colour */
  cairo_set_line_width(cr, 1 * c->pt);
  cairo_stroke(cr);
}

static void draw_line(Ctx *c, const Box *b, const PlotArtist *a) {
  cairo_t *cr = c->cr;
  set_rgba(cr, a->color, a->alpha);
  if (a->linestyle) {
    cairo_set_line_width(cr, a->linewidth * c->pt);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND);
    dashes(c, a->linestyle, a->linewidth);
    bool pen = false;
    for (int64_t i = 0; i < a->n; i++) {
      double px = X(b, a->x[i]), py = Y(b, a->y[i]);
      if (!isfinite(px) || !isfinite(py)) { pen = false; continue; }
      if (pen) cairo_line_to(cr, px, py);
      else cairo_move_to(cr, px, py);
      pen = true;
    }
    cairo_stroke(cr);
    cairo_set_dash(cr, NULL, 0, 0);
  }
  if (a->marker)
    for (int64_t i = 0; i < a->n; i++) {
      double px = X(b, a->x[i]), py = Y(b, a->y[i]);
      if (isfinite(px) && isfinite(py)) marker(c, a->marker, px, py, a->markersize * c->pt);
    }
}

static PlotRGBA scalar_color(const PlotArtist *a, double v) {
  double t = a->vmax > a->vmin ? (v - a->vmin) / (a->vmax - a->vmin) : 0;
  return plot_cmap_at(a->cmap, t);
}

static void draw_scatter(Ctx *c, const Box *b, const PlotArtist *a) {
  for (int64_t i = 0; i < a->n; i++) {
    double px = X(b, a->x[i]), py = Y(b, a->y[i]);
    if (!isfinite(px) || !isfinite(py)) continue;
    set_rgba(c->cr, a->c ? scalar_color(a, a->c[i]) : a->color, a->alpha);
    double area = a->s ? a->s[i] : 36;
    marker(c, a->marker, px, py, sqrt(fmax(area, 0)) * c->pt);
  }
}

static void draw_bars(Ctx *c, const Box *b, const PlotArtist *a) {
  cairo_t *cr = c->cr;
  for (int64_t i = 0; i < a->n; i++) {
    double x0 = X(b, a->x[i] - a->w[i] / 2), x1 = X(b, a->x[i] + a->w[i] / 2);
    double y0 = Y(b, a->bottom[i]), y1 = Y(b, a->bottom[i] + a->y[i]);
    if (!isfinite(y0)) y0 = b->y + b->h + 1; /* a log axis: bars start below the view */
    if (!isfinite(x0) || !isfinite(x1) || !isfinite(y1)) continue;
    cairo_rectangle(cr, fmin(x0, x1), fmin(y0, y1), fabs(x1 - x0), fabs(y1 - y0));
    set_rgba(cr, a->color, a->alpha);
    if (a->edge.a > 0) {
      cairo_fill_preserve(cr);
      set_rgba(cr, a->edge, a->alpha);
      cairo_set_line_width(cr, 1 * c->pt);
      cairo_stroke(cr);
    } else {
      cairo_fill(cr);
    }
  }
}

static void draw_step(Ctx *c, const Box *b, const PlotArtist *a) {
  cairo_t *cr = c->cr;
  if (a->n == 0) return;
  double base = Y(b, a->bottom[0]);
  if (!isfinite(base)) base = b->y + b->h;
  cairo_move_to(cr, X(b, a->x[0] - a->w[0] / 2), base);
  for (int64_t i = 0; i < a->n; i++) {
    double top = Y(b, a->y[i] + a->bottom[i]);
    if (!isfinite(top)) top = base;
    cairo_line_to(cr, X(b, a->x[i] - a->w[i] / 2), top);
    cairo_line_to(cr, X(b, a->x[i] + a->w[i] / 2), top);
  }
  cairo_line_to(cr, X(b, a->x[a->n - 1] + a->w[a->n - 1] / 2), base);
  set_rgba(cr, a->color, a->alpha);
  cairo_set_line_width(cr, 1 * c->pt);
  cairo_stroke(cr);
}

/* axhline/axvline: across the axes between two fractions of its width (height). */
static void draw_across(Ctx *c, const Box *b, const PlotArtist *a) {
  cairo_t *cr = c->cr;
  if (!a->linestyle) return;
  set_rgba(cr, a->color, a->alpha);
  cairo_set_line_width(cr, a->linewidth * c->pt);
  dashes(c, a->linestyle, a->linewidth);
  if (a->kind == PA_HLINE) {
    double y = Y(b, a->y[0]);
    if (isfinite(y)) line(cr, b->x + a->x[1] * b->w, y, b->x + a->x[2] * b->w, y);
  } else {
    double x = X(b, a->x[0]);
    if (isfinite(x)) line(cr, x, b->y + (1 - a->y[1]) * b->h, x, b->y + (1 - a->y[2]) * b->h);
  }
  cairo_set_dash(cr, NULL, 0, 0);
}

/* fill_between: each run of points where both curves are finite is one filled polygon. */
static void draw_fill(Ctx *c, const Box *b, const PlotArtist *a) {
  cairo_t *cr = c->cr;
  set_rgba(cr, a->color, a->alpha);
  for (int64_t i = 0; i < a->n;) {
    while (i < a->n && !(isfinite(X(b, a->x[i])) && isfinite(Y(b, a->y[i])) && isfinite(Y(b, a->bottom[i])))) i++;
    int64_t j = i;
    while (j < a->n && isfinite(X(b, a->x[j])) && isfinite(Y(b, a->y[j])) && isfinite(Y(b, a->bottom[j]))) j++;
    if (j - i >= 2) {
      cairo_move_to(cr, X(b, a->x[i]), Y(b, a->y[i]));
      for (int64_t k = i + 1; k < j; k++) cairo_line_to(cr, X(b, a->x[k]), Y(b, a->y[k]));
      for (int64_t k = j - 1; k >= i; k--) cairo_line_to(cr, X(b, a->x[k]), Y(b, a->bottom[k]));
      cairo_close_path(cr);
      cairo_fill(cr);
    }
    i = j;
  }
}

/* errorbar: a bar from v - lo to v + hi through each point, with caps of capsize points. */
static void draw_errbar(Ctx *c, const Box *b, const PlotArtist *a) {
  cairo_t *cr = c->cr;
  set_rgba(cr, a->color, a->alpha);
  cairo_set_line_width(cr, a->linewidth * c->pt);
  double cap = a->capsize * c->pt;
  for (int64_t i = 0; i < a->n; i++) {
    double px = X(b, a->x[i]), py = Y(b, a->y[i]);
    if (a->yerr) {
      double y0 = Y(b, a->y[i] - a->yerr[i]), y1 = Y(b, a->y[i] + a->yerr[a->n + i]);
      if (isfinite(px) && isfinite(y0) && isfinite(y1)) {
        line(cr, px, y0, px, y1);
        if (cap > 0) line(cr, px - cap, y0, px + cap, y0), line(cr, px - cap, y1, px + cap, y1);
      }
    }
    if (a->xerr) {
      double x0 = X(b, a->x[i] - a->xerr[i]), x1 = X(b, a->x[i] + a->xerr[a->n + i]);
      if (isfinite(py) && isfinite(x0) && isfinite(x1)) {
        line(cr, x0, py, x1, py);
        if (cap > 0) line(cr, x0, py - cap, x0, py + cap), line(cr, x1, py - cap, x1, py + cap);
      }
    }
  }
}

/* text and annotate (not clipped to the axes, as matplotlib's text is not); an annotation's
 * arrow runs from the text to the point with a filled head there. */
static void draw_text(Ctx *c, const Box *b, const PlotArtist *a) {
  cairo_t *cr = c->cr;
  double tx = X(b, a->x[0]), ty = Y(b, a->y[0]);
  if (!isfinite(tx) || !isfinite(ty)) return;
  if (a->arrow) {
    double px = X(b, a->x[1]), py = Y(b, a->y[1]), dx = px - tx, dy = py - ty;
    double len = hypot(dx, dy), head = 8 * c->pt, gap = a->fontsize * c->pt * 0.6;
    if (isfinite(len) && len > gap + head) {
      double ux = dx / len, uy = dy / len;
      set_rgba(cr, (PlotRGBA){0, 0, 0, 1}, a->alpha);
      cairo_set_line_width(cr, 1 * c->pt);
      line(cr, tx + ux * gap, ty + uy * gap, px - ux * head, py - uy * head);
      cairo_move_to(cr, px, py);
      cairo_line_to(cr, px - ux * head - uy * head * 0.4, py - uy * head + ux * head * 0.4);
      cairo_line_to(cr, px - ux * head + uy * head * 0.4, py - uy * head - ux * head * 0.4);
      cairo_close_path(cr);
      cairo_fill(cr);
    }
  }
  set_rgba(cr, a->color, a->alpha);
  text(c, a->text, tx, ty, a->fontsize, a->ha, a->va, -a->rotation * M_PI / 180);
}

/* The image's pixels as a cairo surface (row 0 first), colours through the colormap. */
static cairo_surface_t *image_surface(const PlotArtist *a) {
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)a->cols, (int)a->rows);
  if (cairo_surface_status(s) != CAIRO_STATUS_SUCCESS) return s;
  cairo_surface_flush(s);
  unsigned char *data = cairo_image_surface_get_data(s);
  int stride = cairo_image_surface_get_stride(s);
  for (int64_t r = 0; r < a->rows; r++)
    for (int64_t k = 0; k < a->cols; k++) {
      const double *p = a->pix + (r * a->cols + k) * a->depth;
      PlotRGBA col;
      if (a->depth == 1) col = scalar_color(a, p[0]);
      else col = (PlotRGBA){fmin(fmax(p[0], 0), 1), fmin(fmax(p[1], 0), 1), fmin(fmax(p[2], 0), 1),
                            a->depth == 4 ? fmin(fmax(p[3], 0), 1) : 1};
      double al = col.a * a->alpha;
      uint32_t px = (uint32_t)lround(al * 255) << 24 | (uint32_t)lround(col.r * al * 255) << 16 |
                    (uint32_t)lround(col.g * al * 255) << 8 | (uint32_t)lround(col.b * al * 255);
      memcpy(data + r * stride + k * 4, &px, 4);
    }
  cairo_surface_mark_dirty(s);
  return s;
}

static void draw_image(Ctx *c, const Box *b, const PlotArtist *a) {
  cairo_surface_t *s = image_surface(a);
  if (cairo_surface_status(s) == CAIRO_STATUS_SUCCESS && a->rows && a->cols) {
    /* row 0 lies at extent's top for origin 'upper', at its bottom for 'lower' */
    double top = a->origin_lower ? a->extent[2] : a->extent[3];
    double bot = a->origin_lower ? a->extent[3] : a->extent[2];
    double x0 = X(b, a->extent[0]), x1 = X(b, a->extent[1]), y0 = Y(b, top), y1 = Y(b, bot);
    cairo_save(c->cr);
    cairo_translate(c->cr, x0, y0);
    cairo_scale(c->cr, (x1 - x0) / (double)a->cols, (y1 - y0) / (double)a->rows);
    cairo_set_source_surface(c->cr, s, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(c->cr), CAIRO_FILTER_NEAREST);
    cairo_pattern_set_extend(cairo_get_source(c->cr), CAIRO_EXTEND_PAD);
    cairo_rectangle(c->cr, 0, 0, (double)a->cols, (double)a->rows);
    cairo_fill(c->cr);
    cairo_restore(c->cr);
  }
  cairo_surface_destroy(s);
}

/* ---- legend ---- */

static int count_inside(const PlotAxes *ax, const Box *b, double x0, double y0, double w, double h) {
  int n = 0;
  for (int i = 0; i < ax->nartists; i++) {
    const PlotArtist *a = &ax->artists[i];
    if (a->kind == PA_IMAGE) continue;
    for (int64_t k = 0; k < a->n; k++) {
      double px = X(b, a->x[k]), py = Y(b, a->kind == PA_BAR ? a->y[k] + a->bottom[k] : a->y[k]);
      n += px >= x0 && px <= x0 + w && py >= y0 && py <= y0 + h;
    }
  }
  return n;
}

static void draw_legend(Ctx *c, const PlotAxes *ax, const Box *b) {
  double fs = 10, row = fs * 1.4 * c->pt, pad = 0.4 * fs * c->pt, hl = 2 * fs * c->pt;
  int n = 0;
  double tw = 0;
  for (int i = 0; i < ax->nartists; i++)
    if (ax->artists[i].label) n++, tw = fmax(tw, text_width(c, ax->artists[i].label, fs));
  if (n == 0) return;
  double w = pad * 2 + hl + 0.8 * fs * c->pt + tw, h = pad * 2 + n * row - 0.4 * fs * c->pt;
  double m = 0.5 * fs * c->pt;
  double xs[3] = {b->x + m, b->x + (b->w - w) / 2, b->x + b->w - w - m};
  double ys[3] = {b->y + m, b->y + (b->h - h) / 2, b->y + b->h - h - m};
  /* loc code -> (column, row) of the 3x3 placement grid */
  static const int place[11][2] = {{2, 0}, {2, 0}, {0, 0}, {0, 2}, {2, 2}, {2, 1},
                                   {0, 1}, {2, 1}, {1, 2}, {1, 0}, {1, 1}};
  int col = place[ax->legend_loc][0], rw = place[ax->legend_loc][1];
  if (ax->legend_loc == 0) { /* best: the corner covering the fewest points */
    static const int corners[4][2] = {{2, 0}, {0, 0}, {0, 2}, {2, 2}};
    int best = -1;
    for (int k = 0; k < 4; k++) {
      int cnt = count_inside(ax, b, xs[corners[k][0]], ys[corners[k][1]], w, h);
      if (best < 0 || cnt < best) best = cnt, col = corners[k][0], rw = corners[k][1];
    }
  }
  double x = xs[col], y = ys[rw];
  cairo_t *cr = c->cr;
  cairo_rectangle(cr, x, y, w, h);
  cairo_set_source_rgba(cr, 1, 1, 1, 0.8);
  cairo_fill_preserve(cr);
  cairo_set_source_rgba(cr, 0.8, 0.8, 0.8, 0.8);
  cairo_set_line_width(cr, 1 * c->pt);
  cairo_stroke(cr);
  double cy = y + pad + 0.5 * fs * c->pt;
  for (int i = 0; i < ax->nartists; i++) {
    const PlotArtist *a = &ax->artists[i];
    if (!a->label) continue;
    double hx = x + pad;
    if (a->kind == PA_LINE || a->kind == PA_HLINE || a->kind == PA_VLINE) {
      if (a->linestyle) {
        set_rgba(cr, a->color, a->alpha);
        cairo_set_line_width(cr, a->linewidth * c->pt);
        dashes(c, a->linestyle, a->linewidth);
        line(cr, hx, cy, hx + hl, cy);
        cairo_set_dash(cr, NULL, 0, 0);
      }
      if (a->marker) set_rgba(cr, a->color, a->alpha), marker(c, a->marker, hx + hl / 2, cy, a->markersize * c->pt);
    } else if (a->kind == PA_SCATTER) {
      set_rgba(cr, a->c ? scalar_color(a, a->vmin) : a->color, a->alpha);
      marker(c, a->marker, hx + hl / 2, cy, 6 * c->pt);
    } else {
      set_rgba(cr, a->color, a->alpha);
      cairo_rectangle(cr, hx, cy - 0.35 * fs * c->pt, hl, 0.7 * fs * c->pt);
      if (a->kind == PA_STEP) cairo_set_line_width(cr, c->pt), cairo_stroke(cr);
      else cairo_fill(cr);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    text(c, a->label, hx + hl + 0.8 * fs * c->pt, cy, fs, 0, 0.5, 0);
    cy += row;
  }
}

/* ---- colorbar ---- */

static void draw_colorbar(Ctx *c, const PlotAxes *ax, double x, double y, double w, double h) {
  const PlotArtist *a = &ax->artists[ax->colorbar_of];
  cairo_t *cr = c->cr;
  /* the table as a 1 x 256 image, top row the highest colour, stretched without smoothing */
  cairo_surface_t *bar = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 256);
  if (cairo_surface_status(bar) == CAIRO_STATUS_SUCCESS) {
    cairo_surface_flush(bar);
    unsigned char *d = cairo_image_surface_get_data(bar);
    int stride = cairo_image_surface_get_stride(bar);
    for (int i = 0; i < 256; i++) {
      PlotRGBA col = plot_cmap_at(a->cmap, (255 - i + 0.5) / 256.0);
      uint32_t px = (uint32_t)lround(col.r * 255) << 16 | (uint32_t)lround(col.g * 255) << 8 |
                    (uint32_t)lround(col.b * 255);
      memcpy(d + i * stride, &px, 4);
    }
    cairo_surface_mark_dirty(bar);
    cairo_save(cr);
    cairo_translate(cr, x, y);
    cairo_scale(cr, w, h / 256.0);
    cairo_set_source_surface(cr, bar, 0, 0);
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST);
    cairo_rectangle(cr, 0, 0, 1, 256);
    cairo_fill(cr);
    cairo_restore(cr);
  }
  cairo_surface_destroy(bar);
  Box cb = {x, y, w, h, {0, 1, a->vmin, a->vmax > a->vmin ? a->vmax : a->vmin + 1}, false, false};
  double lw = draw_yticks(c, NULL, &cb, x + w, 0);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.8 * c->pt);
  cairo_rectangle(cr, x, y, w, h);
  cairo_stroke(cr);
  if (ax->colorbar_label)
    text(c, ax->colorbar_label, x + w + lw + 11 * c->pt, y + h / 2, 10, 0.5, 1, -M_PI / 2);
}

/* ---- one axes ---- */

static void layout(Ctx *c, const PlotAxes *ax, Box *b, double cbar[4]) {
  b->x = ax->rect[0] * c->W, b->y = (1 - ax->rect[1] - ax->rect[3]) * c->H;
  b->w = ax->rect[2] * c->W, b->h = ax->rect[3] * c->H;
  if (ax->has_colorbar) {
    cbar[2] = fmin(0.15 * b->w, b->h / 20);
    cbar[0] = b->x + b->w * 0.85, cbar[1] = b->y, cbar[3] = b->h;
    b->w *= 0.8;
  }
  plot_axes_view(ax, b->v);
  b->xlog = ax->xs.log, b->ylog = ax->ys.log;
  if (ax->equal_aspect) {
    double dx = fabs(tr(b->v[1], b->xlog) - tr(b->v[0], b->xlog));
    double dy = fabs(tr(b->v[3], b->ylog) - tr(b->v[2], b->ylog));
    if (dx > 0 && dy > 0) {
      if (b->h / b->w > dy / dx) {
        double h = b->w * dy / dx;
        b->y += (b->h - h) / 2, b->h = h;
      } else {
        double w = b->h * dx / dy;
        b->x += (b->w - w) / 2, b->w = w;
      }
    }
  }
}

static void draw_axes(Ctx *c, const PlotAxes *ax) {
  cairo_t *cr = c->cr;
  Box b;
  double cbar[4] = {0};
  layout(c, ax, &b, cbar);
  if (!ax->axis_off && !ax->twin_of) { /* a twin lies over its partner: no background */
    cairo_rectangle(cr, b.x, b.y, b.w, b.h);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_fill(cr);
  }
  cairo_save(cr);
  cairo_rectangle(cr, b.x, b.y, b.w, b.h);
  cairo_clip(cr);
  if (ax->grid && !ax->axis_off) draw_grid(c, ax, &b);
  for (int i = 0; i < ax->nartists; i++) {
    const PlotArtist *a = &ax->artists[i];
    switch (a->kind) {
      case PA_IMAGE: draw_image(c, &b, a); break;
      case PA_LINE: draw_line(c, &b, a); break;
      case PA_SCATTER: draw_scatter(c, &b, a); break;
      case PA_BAR: draw_bars(c, &b, a); break;
      case PA_STEP: draw_step(c, &b, a); break;
      case PA_HLINE: case PA_VLINE: draw_across(c, &b, a); break;
      case PA_FILL: draw_fill(c, &b, a); break;
      case PA_ERRBAR: draw_errbar(c, &b, a); break;
      case PA_TEXT: break; /* after the clip */
    }
  }
  cairo_restore(cr);
  for (int i = 0; i < ax->nartists; i++)
    if (ax->artists[i].kind == PA_TEXT) draw_text(c, &b, &ax->artists[i]);
  double below = 0, left = 0;
  if (!ax->axis_off) {
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, 0.8 * c->pt);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
    cairo_rectangle(cr, b.x, b.y, b.w, b.h);
    cairo_stroke(cr);
    if (ax->twin_of) { /* twinx: x is the partner's; this y axis is on the right */
      double right = draw_yticks(c, ax, &b, b.x + b.w, 0);
      cairo_set_source_rgb(cr, 0, 0, 0);
      if (ax->ylabel)
        text(c, ax->ylabel, b.x + b.w + right + 4 * c->pt, b.y + b.h / 2, 10, 0.5, 0, -M_PI / 2);
    } else {
      below = draw_xticks(c, ax, &b);
      left = draw_yticks(c, ax, &b, b.x, 1);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    if (ax->xlabel) text(c, ax->xlabel, b.x + b.w / 2, b.y + b.h + below + 4 * c->pt, 10, 0.5, 0, 0);
    if (ax->ylabel && !ax->twin_of)
      text(c, ax->ylabel, b.x - left - 4 * c->pt, b.y + b.h / 2, 10, 0.5, 1, -M_PI / 2);
  }
  cairo_set_source_rgb(cr, 0, 0, 0);
  if (ax->title) text(c, ax->title, b.x + b.w / 2, b.y - 6 * c->pt, 12, 0.5, 1, 0);
  if (ax->legend) draw_legend(c, ax, &b);
  if (ax->has_colorbar) draw_colorbar(c, ax, cbar[0], cbar[1], cbar[2], cbar[3]);
}

static void draw_figure(cairo_t *cr, PlotFigure *f, double dpi, bool transparent) {
  Ctx c = {cr, dpi / 72.0, f->w_in * dpi, f->h_in * dpi};
  if (!transparent) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
  }
  for (int i = 0; i < f->naxes; i++) draw_axes(&c, f->axes[i]);
  if (f->suptitle) {
    cairo_set_source_rgb(cr, 0, 0, 0);
    text(&c, f->suptitle, c.W / 2, 0.02 * c.H, 12, 0.5, 0, 0);
  }
}

/* ---- outputs ---- */

static cairo_surface_t *raster(PlotFigure *f, double dpi, bool transparent) {
  int w = (int)lround(f->w_in * dpi), h = (int)lround(f->h_in * dpi);
  cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w > 0 ? w : 1, h > 0 ? h : 1);
  cairo_t *cr = cairo_create(s);
  draw_figure(cr, f, dpi, transparent);
  cairo_destroy(cr);
  return s;
}

bool plot_render_file(PlotFigure *f, const char *path, const char *format, double dpi,
                      bool transparent) {
  FILE *probe = fopen(path, "wb"); /* the error Python would see, with errno */
  if (!probe) return false;
  fclose(probe);
  cairo_status_t st;
  if (strcmp(format, "png") == 0) {
    cairo_surface_t *s = raster(f, dpi, transparent);
    st = cairo_surface_write_to_png(s, path);
    cairo_surface_destroy(s);
  } else {
    double w = f->w_in * 72, h = f->h_in * 72;
    cairo_surface_t *s = strcmp(format, "svg") == 0 ? cairo_svg_surface_create(path, w, h)
                                                    : cairo_pdf_surface_create(path, w, h);
    cairo_t *cr = cairo_create(s);
    cairo_scale(cr, 72.0 / dpi, 72.0 / dpi);
    draw_figure(cr, f, dpi, transparent);
    cairo_destroy(cr);
    cairo_surface_finish(s);
    st = cairo_surface_status(s);
    cairo_surface_destroy(s);
  }
  if (st != CAIRO_STATUS_SUCCESS) errno = EIO;
  return st == CAIRO_STATUS_SUCCESS;
}

typedef struct Bytes {
  unsigned char *data;
  size_t len, cap;
} Bytes;

static cairo_status_t append(void *closure, const unsigned char *data, unsigned int n) {
  Bytes *b = closure;
  if (b->len + n > b->cap) {
    size_t cap = (b->cap ? b->cap * 2 : 65536) + n;
    unsigned char *g = realloc(b->data, cap);
    if (!g) return CAIRO_STATUS_NO_MEMORY;
    b->data = g, b->cap = cap;
  }
  memcpy(b->data + b->len, data, n);
  b->len += n;
  return CAIRO_STATUS_SUCCESS;
}

unsigned char *plot_render_png(PlotFigure *f, size_t *len) {
  cairo_surface_t *s = raster(f, f->dpi, false);
  Bytes b = {NULL, 0, 0};
  cairo_status_t st = cairo_surface_write_to_png_stream(s, append, &b);
  cairo_surface_destroy(s);
  if (st != CAIRO_STATUS_SUCCESS) {
    free(b.data);
    return NULL;
  }
  *len = b.len;
  return b.data;
}

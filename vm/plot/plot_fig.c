/* plot_fig.c — figures and axes: the registry of open figures (pyplot's figure manager), the
 * current figure and axes, subplot placement, and the Python objects that stand for them
 * (Figure, Axes, Text). A Figure object and an Axes object each hold a count on their C figure,
 * so a closed figure lives on while the program still has it. The registry is per VM
 * (runtime.h): two VMs in one process (a kernel's restarts, a test beside the REPL) never see
 * each other's figures, and a VM's are closed with it. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"
#include "plot.h"

enum { MAX_FIGS = 256 };
typedef struct FigState {
  PlotFigure *figs[MAX_FIGS]; /* open figures, oldest first */
  int nfigs;
  PlotFigure *current;
} FigState;

static void close_in(FigState *s, PlotFigure *f);

static void figs_fini(void *p) {
  FigState *s = p;
  while (s->nfigs) close_in(s, s->figs[s->nfigs - 1]);
}

static RtStateKey figs_key = {"pyplot's open figures", sizeof(FigState), NULL, figs_fini, 0};
static FigState *fig_state(void) { return rt_runtime_state(&figs_key); }

/* matplotlib's default subplot parameters */
static const double LEFT = 0.125, RIGHT = 0.9, BOTTOM = 0.11, TOP = 0.88, WSPACE = 0.2,
                    HSPACE = 0.2;

char *plot_strdup_value(Value v) {
  Value s = rt_to_str(v);
  int mark = rt_cleanup_push_value(&s);
  char *r = rt_strdup(rt_str_data(s));
  rt_cleanup_pop(mark, true);
  return r;
}

void plot_artist_cleanup(void *p) {
  PlotArtist *a = p;
  free(a->x), free(a->y), free(a->w), free(a->bottom), free(a->c), free(a->s), free(a->pix);
  free(a->label), free(a->xerr), free(a->yerr), free(a->text);
  memset(a, 0, sizeof *a);
}

void plot_artist_cleanup_axes(PlotAxes *ax) {
  for (int i = 0; i < ax->nartists; i++) plot_artist_cleanup(&ax->artists[i]);
  for (int i = 0; i < ax->ncats; i++) free(ax->cats[i]);
  free(ax->cats);
  for (int k = 0; k < 2; k++) {
    for (int i = 0; ax->tick_labels[k] && i < ax->nticks[k]; i++) free(ax->tick_labels[k][i]);
    free(ax->tick_labels[k]), free(ax->ticks[k]);
  }
  free(ax->artists), free(ax->title), free(ax->xlabel), free(ax->ylabel), free(ax->colorbar_label);
  free(ax);
}

void plot_figure_release(PlotFigure *f) {
  if (--f->refs > 0) return;
  for (int i = 0; i < f->naxes; i++) plot_artist_cleanup_axes(f->axes[i]);
  free(f->axes), free(f->suptitle), free(f);
}

PlotFigure *plot_figure_new(int num, double w_in, double h_in, double dpi) {
  FigState *s = fig_state();
  if (s->nfigs == MAX_FIGS) rt_raise(RT_EXC_RuntimeError, "too many open figures");
  PlotFigure *f = rt_calloc(1, sizeof *f);
  f->num = num;
  f->w_in = w_in, f->h_in = h_in, f->dpi = dpi;
  f->refs = 1, f->open = true, f->current = -1;
  s->figs[s->nfigs++] = f;
  s->current = f;
  return f;
}

PlotFigure *plot_find_figure(int num) {
  FigState *s = fig_state();
  for (int i = 0; i < s->nfigs; i++)
    if (s->figs[i]->num == num) return s->figs[i];
  return NULL;
}

/* The number a new figure gets: one more than the largest open one (1 when none). */
int plot_next_num(void) {
  FigState *s = fig_state();
  int m = 0;
  for (int i = 0; i < s->nfigs; i++) m = s->figs[i]->num > m ? s->figs[i]->num : m;
  return m + 1;
}

PlotFigure *plot_current_figure(void) {
  FigState *s = fig_state();
  if (!s->current) plot_figure_new(plot_next_num(), 6.4, 4.8, 100);
  return s->current;
}

void plot_set_current(PlotFigure *f) {
  if (f->open) fig_state()->current = f;
}

PlotAxes *plot_add_axes(PlotFigure *f, int nrows, int ncols, int index) {
  PlotAxes *ax = rt_calloc(1, sizeof *ax);
  int r = (index - 1) / ncols, c = (index - 1) % ncols;
  double cw = (RIGHT - LEFT) / (ncols + WSPACE * (ncols - 1));
  double ch = (TOP - BOTTOM) / (nrows + HSPACE * (nrows - 1));
  ax->rect[0] = LEFT + c * cw * (1 + WSPACE);
  ax->rect[1] = TOP - (r + 1) * ch - r * ch * HSPACE;
  ax->rect[2] = cw, ax->rect[3] = ch;
  ax->fig = f;
  int mark = rt_cleanup_push(free, ax);
  f->axes = rt_realloc(f->axes, sizeof *f->axes * (size_t)(f->naxes + 1));
  rt_cleanup_pop(mark, false);
  f->axes[f->naxes] = ax;
  f->current = f->naxes++;
  return ax;
}

PlotAxes *plot_current_axes(void) {
  PlotFigure *f = plot_current_figure();
  if (f->current < 0) return plot_add_axes(f, 1, 1, 1);
  return f->axes[f->current];
}

static void close_in(FigState *s, PlotFigure *f) {
  for (int i = 0; i < s->nfigs; i++)
    if (s->figs[i] == f) {
      memmove(&s->figs[i], &s->figs[i + 1], sizeof s->figs[0] * (size_t)(s->nfigs - i - 1));
      s->nfigs--;
      f->open = false;
      if (s->current == f) s->current = s->nfigs ? s->figs[s->nfigs - 1] : NULL;
      plot_figure_release(f);
      return;
    }
}

void plot_close(PlotFigure *f) { close_in(fig_state(), f); }

void plot_close_all(void) { figs_fini(fig_state()); }

int plot_open_figures(PlotFigure **out, int max) {
  FigState *s = fig_state();
  int n = s->nfigs < max ? s->nfigs : max;
  memcpy(out, s->figs, sizeof s->figs[0] * (size_t)n);
  return n;
}

void plot_artist_init(PlotArtist *a, PlotArtistKind kind) {
  memset(a, 0, sizeof *a);
  a->kind = kind;
  a->alpha = 1;
  a->linewidth = 1.5;
  a->linestyle = '-';
  a->markersize = 6;
}

void plot_push_artist(PlotAxes *ax, const PlotArtist *a) {
  if (ax->nartists == ax->cap) {
    int cap = ax->cap ? 2 * ax->cap : 4;
    ax->artists = rt_realloc(ax->artists, sizeof *ax->artists * (size_t)cap);
    ax->cap = cap;
  }
  ax->artists[ax->nartists++] = *a;
}

PlotRGBA plot_next_color(PlotAxes *ax) { return plot_cycle_color(ax->cycle++); }

PlotRGBA plot_next_patch_color(PlotAxes *ax) { return plot_cycle_color(ax->patch_cycle++); }

/* ---- the Python objects ---- */

typedef struct FigObj {
  Obj hdr;
  PlotFigure *fig;
  int axes; /* -1: the Figure; otherwise the index of the Axes in fig */
} FigObj;

static void figobj_free(Obj *o) {
  FigObj *fo = (FigObj *)o;
  Obj **slot = fo->axes < 0 ? &fo->fig->wrapper : &fo->fig->axes[fo->axes]->wrapper;
  if (*slot == o) *slot = NULL;
  plot_figure_release(fo->fig);
  free(o);
}

static Value figure_repr(Value self) {
  PlotFigure *f = RT_AS(FigObj, self)->fig;
  return rt_str_printf("Figure(%gx%g)", f->w_in * f->dpi, f->h_in * f->dpi);
}

static Value axes_repr(Value self) {
  FigObj *o = RT_AS(FigObj, self);
  const double *r = o->fig->axes[o->axes]->rect;
  return rt_str_printf("AxesSubplot(%.3g,%.3g;%.3gx%.3g)", r[0], r[1], r[2], r[3]);
}

static Value figure_getattr(Value self, const char *name) {
  PlotFigure *f = RT_AS(FigObj, self)->fig;
  if (strcmp(name, "number") == 0) return rt_int(f->num);
  if (strcmp(name, "dpi") == 0) return rt_float(f->dpi);
  if (strcmp(name, "axes") == 0) {
    Value l = rt_list_new(f->naxes);
    for (int i = 0; i < f->naxes; i++) {
      Value a = plot_axes_value(f->axes[i]);
      rt_list_append(l, a);
      rt_decref(a);
    }
    return l;
  }
  NativeFn fn = plot_figure_method(name);
  return fn ? rt_native_bind(name, fn, self) : rt_undef();
}

static Value axes_getattr(Value self, const char *name) {
  FigObj *o = RT_AS(FigObj, self);
  if (strcmp(name, "figure") == 0) return plot_figure_value(o->fig);
  NativeFn fn = plot_axes_method(name);
  return fn ? rt_native_bind(name, fn, self) : rt_undef();
}

static const ObjType figure_type = {
    .name = "Figure", .free = figobj_free, .repr = figure_repr, .getattr = figure_getattr};
static const ObjType axes_type = {
    .name = "AxesSubplot", .free = figobj_free, .repr = axes_repr, .getattr = axes_getattr};

/* The Figure (axes < 0) or Axes object of f: the live one when there is one, so that
 * `plt.gca() is ax` holds as in matplotlib. */
static Value wrap(const ObjType *t, PlotFigure *f, int axes) {
  Obj **slot = axes < 0 ? &f->wrapper : &f->axes[axes]->wrapper;
  if (*slot) {
    Value v = rt_obj(*slot);
    rt_incref(v);
    return v;
  }
  FigObj *o = rt_calloc(1, sizeof *o);
  rt_obj_init(&o->hdr, t);
  o->fig = f, o->axes = axes;
  f->refs++;
  *slot = &o->hdr;
  return rt_obj(o);
}

Value plot_figure_value(PlotFigure *f) { return wrap(&figure_type, f, -1); }

Value plot_axes_value(PlotAxes *ax) {
  for (int i = 0; i < ax->fig->naxes; i++)
    if (ax->fig->axes[i] == ax) return wrap(&axes_type, ax->fig, i);
  rt_raise(RT_EXC_RuntimeError, "axes not in its figure");
}

PlotFigure *plot_figure_of(Value v) {
  return rt_is_type(v, &figure_type) ? RT_AS(FigObj, v)->fig : NULL;
}

PlotAxes *plot_axes_of(Value v) {
  if (!rt_is_type(v, &axes_type)) return NULL;
  FigObj *o = RT_AS(FigObj, v);
  return o->fig->axes[o->axes];
}

/* ---- Text: what xlabel, ylabel, title and suptitle return ---- */

typedef struct TextObj {
  Obj hdr;
  double x, y;
  Value text;
} TextObj;

static void text_free(Obj *o) {
  rt_decref(((TextObj *)o)->text);
  free(o);
}

static Value text_repr(Value self) {
  TextObj *t = RT_AS(TextObj, self);
  Value r = rt_repr(t->text);
  Value x = rt_repr(rt_float(t->x)), y = rt_repr(rt_float(t->y));
  Value out = rt_str_printf("Text(%s, %s, %s)", t->x == 0 ? "0" : rt_str_data(x),
                            t->y == 0 ? "0" : rt_str_data(y), rt_str_data(r));
  rt_decref(r), rt_decref(x), rt_decref(y);
  return out;
}

static const ObjType text_type = {
    .name = "Text", .free = text_free, .repr = text_repr};

Value plot_text_value(double x, double y, const char *s) {
  TextObj *t = rt_calloc(1, sizeof *t);
  rt_obj_init(&t->hdr, &text_type);
  t->x = x, t->y = y;
  t->text = rt_str_from_c(s);
  return rt_obj(t);
}

/* plot_marks.c — what courses draw around their data: axhline/axvline (a line across the
 * axes), fill_between (a shaded band), errorbar (a line with error bars and caps), text and
 * annotate (with an arrow), ticks set by hand (xticks/yticks, set_xticks, set_xticklabels),
 * and twinx (a second y axis on the right sharing x). Each is an artist on PlotAxes that
 * plot_axes.c counts in the view and plot_render.c draws; the handles they return print as
 * matplotlib's. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../np/array.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "plot.h"

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }
static bool is(const char *a, const char *b) { return strcmp(a, b) == 0; }

/* A call's keyword arguments split into the function's own parameters (names[0..n), n <= 8),
 * for rt_parse_args, and the rest (artist properties, at most 16 kept). Used in place: the
 * two Kwargs point into the struct. */
typedef struct KwSplit {
  Kwargs own, rest;
  const char *own_names[8], *rest_names[16];
  Value own_values[8], rest_values[16];
} KwSplit;

static void split_kwargs(const Kwargs *kw, const char *const *names, int n, KwSplit *s) {
  int no = 0, nr = 0;
  for (int i = 0; kw && i < kw->n; i++) {
    bool mine = false;
    for (int j = 0; j < n; j++) mine = mine || is(kw->names[i], names[j]);
    if (mine && no < n) s->own_names[no] = kw->names[i], s->own_values[no++] = kw->values[i];
    else if (!mine && nr < 16) s->rest_names[nr] = kw->names[i], s->rest_values[nr++] = kw->values[i];
  }
  s->own = (Kwargs){no, s->own_names, s->own_values};
  s->rest = (Kwargs){nr, s->rest_names, s->rest_values};
}

static PlotAxes *self_axes(Value self) {
  PlotAxes *ax = plot_axes_of(self);
  if (!ax) rt_raise(RT_EXC_TypeError, "descriptor requires an 'Axes' object");
  return ax;
}

/* v's values as n doubles: a scalar repeated, or n of them (what raises names the argument). */
static double *broadcast(Value v, int64_t n, const char *what) {
  Value a = plot_as_f64(v);
  int mark = rt_cleanup_push_value(&a);
  const Array *arr = RT_AS(Array, a);
  if (arr->size != 1 && arr->size != n)
    rt_raise(RT_EXC_ValueError, "'%s' (shape (%lld,)) must be a scalar or a 1D or (2, n) array-like "
             "whose shape matches 'x' (shape (%lld,))", what, (long long)arr->size, (long long)n);
  double *d = plot_doubles(n);
  for (int64_t i = 0; i < n; i++) d[i] = ((double *)arr->data)[arr->size == 1 ? 0 : i];
  rt_cleanup_pop(mark, true);
  return d;
}

/* ---- handles: the objects these return ---- */

typedef struct Mark {
  Obj hdr;
  char *repr; /* fixed text, or NULL: "<matplotlib.NAME object at 0x...>" */
  const char *path;
} Mark;

static void mark_free(Obj *o) {
  free(((Mark *)o)->repr);
  free(o);
}

static Value mark_repr(Value self) {
  Mark *m = RT_AS(Mark, self);
  if (m->repr) return rt_str_from_c(m->repr);
  return rt_str_printf("<matplotlib.%s object at 0x%llx>", m->path,
                       (unsigned long long)(uintptr_t)self.as.o);
}

#define MARK_TYPE(n) {.name = n, .free = mark_free, .repr = mark_repr}
static const ObjType line_type = MARK_TYPE("Line2D"), poly_type = MARK_TYPE("PolyCollection"),
                     errbar_type = MARK_TYPE("ErrorbarContainer"), text_type = MARK_TYPE("Text"),
                     annot_type = MARK_TYPE("Annotation"), xtick_type = MARK_TYPE("XTick"),
                     ytick_type = MARK_TYPE("YTick");
#undef MARK_TYPE

static Value mark_new(const ObjType *t, const char *path, char *repr) {
  Mark *m = rt_calloc(1, sizeof *m);
  rt_obj_init(&m->hdr, t);
  m->path = path, m->repr = repr;
  return rt_obj(m);
}

/* str(v) as matplotlib's Text repr writes a coordinate (an int stays an int). */
static char *coord_text(Value v) {
  Value s = rt_to_str(v);
  char *out = strdup(rt_str_data(s));
  rt_decref(s);
  return out;
}

/* ---- line keywords shared by axhline, axvline, errorbar and fill_between ---- */

static char linestyle_of(Value v) { return rt_is_str(v) ? plot_parse_linestyle(v) : 0; }

/* color, linestyle, linewidth, alpha, label onto a; others (zorder, ...) are accepted. An
 * unknown keyword raises as matplotlib's Artist.set() does for the artist class `cls`. */
static bool style_kwargs(const Kwargs *kw, PlotArtist *a, const char *cls) {
  static const char *const ignored[] = {"zorder", "antialiased", "clip_on", "transform",
                                        "solid_capstyle", "dash_capstyle", "snap"};
  bool colored = false;
  for (int i = 0; kw && i < kw->n; i++) {
    const char *k = kw->names[i];
    Value v = kw->values[i];
    if (is(k, "color") || is(k, "c") || is(k, "facecolor")) a->color = plot_parse_color(v), colored = true;
    else if (is(k, "linestyle") || is(k, "ls")) a->linestyle = linestyle_of(v);
    else if (is(k, "linewidth") || is(k, "lw")) a->linewidth = rt_to_double(v, "linewidth");
    else if (is(k, "alpha")) a->alpha = rt_is_none(v) ? 1 : rt_to_double(v, "alpha");
    else if (is(k, "edgecolor")) a->edge = plot_parse_color(v);
    else if (is(k, "label")) {
      free(a->label);
      a->label = rt_is_none(v) ? NULL : plot_strdup_value(v);
    } else {
      size_t j = 0;
      while (j < sizeof ignored / sizeof ignored[0] && !is(k, ignored[j])) j++;
      if (j == sizeof ignored / sizeof ignored[0])
        rt_raise(RT_EXC_AttributeError, "%s.set() got an unexpected keyword argument '%s'", cls, k);
    }
  }
  return colored;
}

/* ---- axhline, axvline ---- */

static Value across(Value self, int argc, const Value *argv, const Kwargs *kw, bool horizontal) {
  const char *names_h[] = {"y", "xmin", "xmax"}, *names_v[] = {"x", "ymin", "ymax"};
  PlotAxes *ax = self_axes(self);
  Value v[3];
  KwSplit ks; /* the three parameters, then the Line2D properties */
  split_kwargs(kw, horizontal ? names_h : names_v, 3, &ks);
  rt_parse_args(horizontal ? "axhline" : "axvline", argc, argv, &ks.own, 3,
                horizontal ? names_h : names_v, 0, v);
  PlotArtist a;
  plot_artist_init(&a, horizontal ? PA_HLINE : PA_VLINE);
  int mark = rt_cleanup_push(plot_artist_cleanup, &a);
  a.n = 1;
  a.x = plot_doubles(3), a.y = plot_doubles(3);
  double *at = horizontal ? a.y : a.x, *span = horizontal ? a.x : a.y;
  at[0] = given(v[0]) ? rt_to_double(v[0], horizontal ? "y" : "x") : 0;
  span[1] = given(v[1]) ? rt_to_double(v[1], "min") : 0;
  span[2] = given(v[2]) ? rt_to_double(v[2], "max") : 1;
  if (!style_kwargs(&ks.rest, &a, "Line2D")) a.color = plot_next_color(ax);
  plot_push_artist(ax, &a);
  rt_cleanup_pop(mark, false);
  return mark_new(&line_type, "lines.Line2D", NULL);
}

static Value m_axhline(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return across(self, argc, argv, kw, true);
}

static Value m_axvline(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return across(self, argc, argv, kw, false);
}

/* ---- fill_between ---- */

static Value m_fill_between(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "y1", "y2", "where", "interpolate", "step"};
  PlotAxes *ax = self_axes(self);
  Value v[6];
  KwSplit ks; /* the six parameters, then the PolyCollection properties */
  split_kwargs(kw, names, 6, &ks);
  rt_parse_args("fill_between", argc, argv, &ks.own, 6, names, 2, v);
  Value x = plot_as_f64(v[0]);
  int mark = rt_cleanup_push_value(&x);
  int64_t n = RT_AS(Array, x)->size;
  PlotArtist a;
  plot_artist_init(&a, PA_FILL);
  rt_cleanup_push(plot_artist_cleanup, &a);
  a.n = n;
  a.x = plot_doubles(n);
  memcpy(a.x, RT_AS(Array, x)->data, sizeof(double) * (size_t)n);
  a.y = broadcast(v[1], n, "y1");
  a.bottom = given(v[2]) ? broadcast(v[2], n, "y2") : broadcast(rt_float(0), n, "y2");
  if (given(v[3])) { /* where=False leaves a gap: NaN breaks the band there */
    Value wa = plot_as_f64(v[3]);
    int64_t wn = RT_AS(Array, wa)->size;
    rt_decref(wa);
    if (wn != n && wn != 1)
      rt_raise(RT_EXC_ValueError, "where size (%lld) does not match x size (%lld)", (long long)wn, (long long)n);
    double *w = broadcast(v[3], n, "where");
    for (int64_t i = 0; i < n; i++)
      if (w[i] == 0) a.y[i] = a.bottom[i] = NAN;
    free(w);
  }
  a.linestyle = 0;
  if (!style_kwargs(&ks.rest, &a, "PolyCollection")) a.color = plot_next_patch_color(ax);
  plot_push_artist(ax, &a);
  memset(&a, 0, sizeof a);
  rt_cleanup_pop(mark, true);
  return mark_new(&poly_type, "collections.PolyCollection", NULL);
}

/* ---- errorbar ---- */

/* yerr/xerr: a scalar, n values, or a (2, n) array of lower and upper extents; NULL if None. */
static double *error_extents(Value v, int64_t n, const char *what) {
  if (!given(v)) return NULL;
  Value a = plot_as_f64(v);
  int mark = rt_cleanup_push_value(&a);
  const Array *arr = RT_AS(Array, a);
  bool pairs = arr->ndim == 2 && arr->shape[0] == 2 && arr->shape[1] == n;
  if (!pairs && arr->ndim != 0 && !(arr->ndim == 1 && arr->size == n)) {
    char shape[64];
    int at = snprintf(shape, sizeof shape, "(");
    for (int i = 0; i < arr->ndim && at < 60; i++)
      at += snprintf(shape + at, sizeof shape - (size_t)at, "%lld%s", (long long)arr->shape[i],
                     arr->ndim == 1 ? "," : i + 1 < arr->ndim ? ", " : "");
    snprintf(shape + at, sizeof shape - (size_t)at, ")");
    rt_raise(RT_EXC_ValueError, "'%s' (shape: %s) must be a scalar or a 1D or (2, n) array-like "
             "whose shape matches '%c' (shape: (%lld,))", what, shape, what[0], (long long)n);
  }
  const double *src = (const double *)arr->data;
  for (int64_t i = 0; i < arr->size; i++)
    if (src[i] < 0) rt_raise(RT_EXC_ValueError, "'%s' must not contain negative values", what);
  double *d = plot_doubles(2 * n);
  for (int64_t i = 0; i < n; i++) {
    d[i] = pairs ? src[i] : src[arr->size == 1 ? 0 : i];
    d[n + i] = pairs ? src[n + i] : d[i];
  }
  rt_cleanup_pop(mark, true);
  return d;
}

static Value m_errorbar(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "y", "yerr", "xerr", "fmt", "ecolor", "elinewidth",
                                      "capsize", "capthick", "color", "label", "marker",
                                      "markersize", "linestyle", "linewidth", "alpha", "ms",
                                      "ls", "lw", "c", "zorder", "barsabove", "errorevery"};
  PlotAxes *ax = self_axes(self);
  Value v[23];
  rt_parse_args("errorbar", argc, argv, kw, 23, names, 2, v);
  Value y = plot_as_f64(v[1]), x = rt_undef();
  int mark = rt_cleanup_push_value(&y);
  rt_cleanup_push_value(&x);
  x = plot_as_f64(v[0]);
  int64_t n = RT_AS(Array, y)->size;
  if (RT_AS(Array, x)->size != n)
    rt_raise(RT_EXC_ValueError, "'x' and 'y' must have the same size");
  /* the data line: fmt ('' = a solid line) and the Line2D keywords */
  Value line_args[3] = {x, y, rt_is_str(v[4]) ? v[4] : rt_undef()};
  const char *lk[8];
  Value lv[8];
  Kwargs lkw = {.names = lk, .values = lv};
  static const int line_keys[] = {9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19};
  for (size_t i = 0; i < sizeof line_keys / sizeof line_keys[0] && lkw.n < 8; i++)
    if (!rt_is_undef(v[line_keys[i]])) lk[lkw.n] = names[line_keys[i]], lv[lkw.n++] = v[line_keys[i]];
  bool fmt_none = rt_is_str(v[4]) && is(rt_str_data(v[4]), "none");
  NativeFn plot = plot_axes_method("plot");
  Value lines = plot(self, fmt_none || !rt_is_str(v[4]) ? 2 : 3, line_args, &lkw);
  rt_cleanup_push_value(&lines);
  PlotArtist *data_line = &ax->artists[ax->nartists - 1];
  if (fmt_none) data_line->linestyle = 0, data_line->marker = 0;
  PlotArtist a;
  plot_artist_init(&a, PA_ERRBAR);
  rt_cleanup_push(plot_artist_cleanup, &a);
  a.n = n;
  a.x = plot_doubles(n), a.y = plot_doubles(n);
  memcpy(a.x, RT_AS(Array, x)->data, sizeof(double) * (size_t)n);
  memcpy(a.y, RT_AS(Array, y)->data, sizeof(double) * (size_t)n);
  a.yerr = error_extents(v[2], n, "yerr");
  a.xerr = error_extents(v[3], n, "xerr");
  a.color = given(v[5]) ? plot_parse_color(v[5]) : ax->artists[ax->nartists - 1].color;
  a.linewidth = given(v[6]) ? rt_to_double(v[6], "elinewidth") : data_line->linewidth;
  a.capsize = given(v[7]) ? rt_to_double(v[7], "capsize") : 0;
  a.alpha = data_line->alpha;
  plot_push_artist(ax, &a);
  memset(&a, 0, sizeof a);
  rt_cleanup_pop(mark, true);
  return mark_new(&errbar_type, NULL, strdup("<ErrorbarContainer object of 3 artists>"));
}

/* ---- text, annotate ---- */

static double align(Value v, bool horizontal) {
  const char *s = rt_is_str(v) ? rt_str_data(v) : "";
  if (horizontal) {
    if (is(s, "center") || is(s, "centre")) return 0.5;
    if (is(s, "right")) return 1;
    if (is(s, "left")) return 0;
  } else {
    if (is(s, "top")) return 0;
    if (is(s, "center") || is(s, "center_baseline")) return 0.5;
    if (is(s, "bottom") || is(s, "baseline")) return 1;
  }
  Value r = rt_repr(v);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError, "%s is not a valid value for %s; supported values are %s",
           rt_str_data(r), "align",
           horizontal ? "'center', 'right', 'left'" : "'top', 'bottom', 'center', 'baseline', 'center_baseline'");
}

/* Text keywords onto a: fontsize, color, ha, va, rotation (others are accepted). */
static void text_kwargs(const Kwargs *kw, PlotArtist *a) {
  for (int i = 0; kw && i < kw->n; i++) {
    const char *k = kw->names[i];
    Value v = kw->values[i];
    if (is(k, "fontsize") || is(k, "size")) a->fontsize = rt_to_double(v, "fontsize");
    else if (is(k, "color") || is(k, "c")) a->color = plot_parse_color(v);
    else if (is(k, "ha") || is(k, "horizontalalignment")) a->ha = align(v, true);
    else if (is(k, "va") || is(k, "verticalalignment")) a->va = align(v, false);
    else if (is(k, "rotation")) a->rotation = rt_to_double(v, "rotation");
    else if (is(k, "alpha")) a->alpha = rt_to_double(v, "alpha");
  }
}

static void text_artist(PlotArtist *a, double x, double y, Value s) {
  plot_artist_init(a, PA_TEXT);
  a->n = 1;
  a->x = plot_doubles(2), a->y = plot_doubles(2);
  a->x[0] = a->x[1] = x, a->y[0] = a->y[1] = y;
  a->text = plot_strdup_value(s);
  a->fontsize = 10, a->va = 1;
  a->color = (PlotRGBA){0, 0, 0, 1};
}

static Value m_text(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "y", "s", "fontdict"};
  PlotAxes *ax = self_axes(self);
  Value v[4];
  KwSplit ks;
  split_kwargs(kw, names, 4, &ks);
  rt_parse_args("text", argc, argv, &ks.own, 4, names, 3, v);
  PlotArtist a;
  text_artist(&a, rt_to_double(v[0], "x"), rt_to_double(v[1], "y"), v[2]);
  int mark = rt_cleanup_push(plot_artist_cleanup, &a);
  text_kwargs(kw, &a);
  char *xs = coord_text(v[0]), *ys = coord_text(v[1]);
  Value r = rt_repr(v[2]);
  char *repr = NULL;
  if (asprintf(&repr, "Text(%s, %s, %s)", xs, ys, rt_str_data(r)) < 0) repr = NULL;
  free(xs), free(ys), rt_decref(r);
  plot_push_artist(ax, &a);
  rt_cleanup_pop(mark, false);
  return mark_new(&text_type, "text.Text", repr);
}

static Value m_annotate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"text", "xy", "xytext", "xycoords", "textcoords", "arrowprops"};
  PlotAxes *ax = self_axes(self);
  Value v[6];
  KwSplit ks;
  split_kwargs(kw, names, 6, &ks);
  rt_parse_args("annotate", argc, argv, &ks.own, 6, names, 2, v);
  for (int k = 3; k < 5; k++)
    if (given(v[k]) && !(rt_is_str(v[k]) && is(rt_str_data(v[k]), "data")))
      rt_raise(RT_EXC_ValueError, "Weft's annotate() places text in data coordinates only");
  Value xy = plot_as_f64(v[1]), at = rt_undef();
  int mark = rt_cleanup_push_value(&xy);
  rt_cleanup_push_value(&at);
  if (RT_AS(Array, xy)->size != 2) rt_raise(RT_EXC_ValueError, "too many values to unpack (expected 2)");
  at = plot_as_f64(given(v[2]) ? v[2] : v[1]);
  if (RT_AS(Array, at)->size != 2) rt_raise(RT_EXC_ValueError, "too many values to unpack (expected 2)");
  const double *p = (const double *)RT_AS(Array, xy)->data, *t = (const double *)RT_AS(Array, at)->data;
  PlotArtist a;
  text_artist(&a, t[0], t[1], v[0]);
  rt_cleanup_push(plot_artist_cleanup, &a);
  a.x[1] = p[0], a.y[1] = p[1];
  a.arrow = given(v[5]) && given(v[2]);
  text_kwargs(kw, &a);
  char *repr = NULL;
  Value r = rt_repr(v[0]);
  if (asprintf(&repr, "Annotation(%g, %g, %s)", p[0], p[1], rt_str_data(r)) < 0) repr = NULL;
  rt_decref(r);
  plot_push_artist(ax, &a);
  memset(&a, 0, sizeof a);
  rt_cleanup_pop(mark, true);
  return mark_new(&annot_type, "text.Annotation", repr);
}

/* ---- ticks set by hand ---- */

typedef struct StrList {
  char **items;
  int n;
} StrList;

static void free_strlist(void *p) {
  StrList *l = p;
  for (int i = 0; i < l->n; i++) free(l->items[i]);
  free(l->items);
}

static void clear_ticks(PlotAxes *ax, int k) {
  for (int i = 0; ax->tick_labels[k] && i < ax->nticks[k]; i++) free(ax->tick_labels[k][i]);
  free(ax->tick_labels[k]), free(ax->ticks[k]);
  ax->tick_labels[k] = NULL, ax->ticks[k] = NULL, ax->nticks[k] = 0;
}

/* labels (a sequence) as the axis' tick labels: one per tick, as matplotlib requires. */
static void set_labels(PlotAxes *ax, int k, Value labels) {
  Value it = rt_iter(labels), item;
  int mark = rt_cleanup_push_value(&it);
  StrList got = {0};
  rt_cleanup_push(free_strlist, &got);
  while (rt_next(it, &item)) {
    char *s = plot_strdup_value(item);
    rt_decref(item);
    got.items = rt_realloc(got.items, sizeof *got.items * (size_t)(got.n + 1));
    got.items[got.n++] = s;
  }
  if (got.n != ax->nticks[k])
    rt_raise(RT_EXC_ValueError, "The number of FixedLocator locations (%d), usually from a call to "
             "set_ticks, does not match the number of ticklabels (%d).", ax->nticks[k], got.n);
  for (int i = 0; ax->tick_labels[k] && i < ax->nticks[k]; i++) free(ax->tick_labels[k][i]);
  free(ax->tick_labels[k]);
  ax->tick_labels[k] = got.items;
  got = (StrList){0};
  rt_cleanup_pop(mark, true);
}

static void label_kwargs(PlotAxes *ax, int k, const Kwargs *kw) {
  for (int i = 0; kw && i < kw->n; i++)
    if (is(kw->names[i], "rotation")) {
      Value v = kw->values[i];
      if (rt_is_str(v)) ax->tick_rotation[k] = is(rt_str_data(v), "vertical") ? 90 : 0;
      else ax->tick_rotation[k] = rt_to_double(v, "rotation");
    }
}

/* The Tick handles set_xticks returns, one per tick. */
static Value tick_list(const PlotAxes *ax, int k) {
  Value out = rt_list_new(ax->nticks[k]);
  for (int i = 0; i < ax->nticks[k]; i++) {
    Value t = mark_new(k ? &ytick_type : &xtick_type, k ? "axis.YTick" : "axis.XTick", NULL);
    rt_list_append(out, t);
    rt_decref(t);
  }
  return out;
}

/* set_xticks(ticks, labels=None, *, minor=False, **kwargs) */
static Value set_ticks(Value self, int argc, const Value *argv, const Kwargs *kw, int k) {
  static const char *const names[] = {"ticks", "labels", "minor"};
  PlotAxes *ax = self_axes(self);
  Value v[3];
  KwSplit ks;
  split_kwargs(kw, names, 3, &ks);
  rt_parse_args(k ? "set_yticks" : "set_xticks", argc, argv, &ks.own, 3, names, 1, v);
  if (given(v[2]) && rt_truthy(v[2])) return rt_list_new(0); /* minor ticks: not drawn */
  if (!given(v[1]) && kw && kw->n > ks.own.n)
    rt_raise(RT_EXC_ValueError, "labels argument cannot be None when kwargs are passed");
  if (k == 0 && ax->twin_of) ax = ax->twin_of; /* twins share the x axis and its ticks */
  Value t = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&t);
  char kind = rt_dtypes[RT_AS(Array, t)->dtype].kind;
  ax->ticks_int[k] = kind == 'i' || kind == 'u' || kind == 'b';
  Value f = plot_as_f64(t);
  rt_decref(t);
  t = f;
  const Array *ta = RT_AS(Array, t);
  if (ta->size > 0) { /* matplotlib widens the view to show every tick */
    double view[4], lo = INFINITY, hi = -INFINITY;
    plot_axes_view(ax, view);
    for (int64_t i = 0; i < ta->size; i++) {
      lo = fmin(lo, ((double *)ta->data)[i]);
      hi = fmax(hi, ((double *)ta->data)[i]);
    }
    ax->tick_view[k][0] = fmin(view[2 * k], lo), ax->tick_view[k][1] = fmax(view[2 * k + 1], hi);
    ax->tick_view_at[k] = ax->nartists + 1;
  }
  clear_ticks(ax, k);
  ax->ticks[k] = plot_doubles(ta->size);
  memcpy(ax->ticks[k], ta->data, sizeof(double) * (size_t)ta->size);
  ax->nticks[k] = (int)ta->size;
  if (given(v[1])) set_labels(ax, k, v[1]);
  label_kwargs(ax, k, kw);
  rt_cleanup_pop(mark, true);
  return tick_list(ax, k);
}

static Value m_set_xticks(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return set_ticks(self, argc, argv, kw, 0);
}

static Value m_set_yticks(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return set_ticks(self, argc, argv, kw, 1);
}

/* The Text objects of the labels: Text(position, 0, 'label') (x) or Text(0, position, ...). */
static Value label_texts(const PlotAxes *ax, int k) {
  Value out = rt_list_new(ax->nticks[k]);
  char fmt[64][32], offset[16];
  int n = ax->nticks[k] < 64 ? ax->nticks[k] : 64;
  plot_tick_labels(ax->ticks[k], n, fmt, offset, sizeof offset);
  for (int i = 0; i < ax->nticks[k]; i++) {
    const char *s = ax->tick_labels[k] ? ax->tick_labels[k][i] : i < 64 ? fmt[i] : "";
    double at = ax->ticks[k][i];
    Value pos = ax->ticks_int[k] ? rt_int((int64_t)at) : rt_float(at);
    Value ps = rt_repr(pos), label = rt_str_from_c(s), ls = rt_repr(label);
    char *repr = NULL;
    if (asprintf(&repr, "Text(%s, %s, %s)", k ? "0" : rt_str_data(ps), k ? rt_str_data(ps) : "0",
                 rt_str_data(ls)) < 0)
      repr = NULL;
    rt_decref(ps), rt_decref(label), rt_decref(ls);
    Value t = mark_new(&text_type, "text.Text", repr);
    rt_list_append(out, t);
    rt_decref(t);
  }
  return out;
}

static Value set_ticklabels(Value self, int argc, const Value *argv, const Kwargs *kw, int k) {
  static const char *const names[] = {"labels", "minor", "fontdict"};
  PlotAxes *ax = self_axes(self);
  Value v[3];
  KwSplit ks;
  split_kwargs(kw, names, 3, &ks);
  rt_parse_args(k ? "set_yticklabels" : "set_xticklabels", argc, argv, &ks.own, 3, names, 1, v);
  if (k == 0 && ax->twin_of) ax = ax->twin_of;
  if (!ax->ticks[k])
    rt_raise(RT_EXC_ValueError, "Weft draws tick labels given by hand only at ticks given by hand: "
             "call set_%cticks(ticks, labels) (or %cticks(ticks, labels))", k ? 'y' : 'x', k ? 'y' : 'x');
  set_labels(ax, k, v[0]);
  label_kwargs(ax, k, kw);
  return label_texts(ax, k);
}

static Value m_set_xticklabels(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return set_ticklabels(self, argc, argv, kw, 0);
}

static Value m_set_yticklabels(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return set_ticklabels(self, argc, argv, kw, 1);
}

/* plt.xticks(ticks=None, labels=None, *, minor=False, **kwargs): (ticks, label texts). */
static Value pyplot_ticks(Value self, int argc, const Value *argv, const Kwargs *kw, int k) {
  Value locs = set_ticks(self, argc, argv, kw, k);
  int mark = rt_cleanup_push_value(&locs);
  PlotAxes *ax = self_axes(self);
  Value texts = label_texts(k == 0 && ax->twin_of ? ax->twin_of : ax, k);
  rt_cleanup_pop(mark, false);
  Value out = rt_tuple_new(2);
  rt_tuple_set(out, 0, locs);
  rt_tuple_set(out, 1, texts);
  return out;
}

Value plot_pyplot_ticks(bool y, int argc, const Value *argv, const Kwargs *kw) {
  Value ax = plot_axes_value(plot_current_axes());
  int mark = rt_cleanup_push_value(&ax);
  Value r = pyplot_ticks(ax, argc, argv, kw, y);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- twinx ---- */

static Value m_twinx(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("twinx", argc, kw, 0, 0);
  PlotAxes *ax = self_axes(self);
  PlotFigure *f = ax->fig;
  int current = f->current;
  PlotAxes *twin = plot_add_axes(f, 1, 1, 1);
  memcpy(twin->rect, ax->rect, sizeof twin->rect);
  twin->twin_of = ax;
  twin->xs = ax->xs;
  (void)current; /* the twin becomes the current axes, as in matplotlib */
  return plot_axes_value(twin);
}

int plot_x_partners(const PlotAxes *ax, const PlotAxes **out, int max) {
  const PlotAxes *root = ax->twin_of ? ax->twin_of : ax;
  int n = 0;
  if (root != ax && n < max) out[n++] = root;
  for (int i = 0; i < ax->fig->naxes && n < max; i++) {
    const PlotAxes *o = ax->fig->axes[i];
    if (o != ax && o->twin_of == root) out[n++] = o;
  }
  return n;
}

static const struct {
  const char *name;
  NativeFn fn;
} methods[] = {
    {"axhline", m_axhline},           {"axvline", m_axvline},
    {"fill_between", m_fill_between}, {"errorbar", m_errorbar},
    {"text", m_text},                 {"annotate", m_annotate},
    {"set_xticks", m_set_xticks},     {"set_yticks", m_set_yticks},
    {"set_xticklabels", m_set_xticklabels}, {"set_yticklabels", m_set_yticklabels},
    {"twinx", m_twinx},
};

NativeFn plot_axes_mark_method(const char *name) {
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
    if (is(methods[i].name, name)) return methods[i].fn;
  return NULL;
}

/* plot_axes.c — an Axes' view and its decorations: the limits autoscaling gives (data limits
 * plus 5% margins, none past an image's edge or a bar's base), and the methods that label and
 * scale it: set_title, set_xlabel, set_ylabel, legend, grid, set_xscale/set_yscale,
 * set_xlim/set_ylim, get_xlim/get_ylim, set_aspect, axis. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "plot.h"

typedef struct DataRange {
  double lo, hi;
  bool sticky_lo, sticky_hi; /* an image edge or a bar base: no margin past it */
} DataRange;

static void widen(DataRange *r, double v, bool sticky) {
  if (!isfinite(v)) return;
  if (v < r->lo) r->lo = v, r->sticky_lo = sticky;
  else if (v == r->lo) r->sticky_lo |= sticky;
  if (v > r->hi) r->hi = v, r->sticky_hi = sticky;
  else if (v == r->hi) r->sticky_hi |= sticky;
}

static void widen_err(DataRange *r, const double *v, const double *err, int64_t n, int64_t k) {
  if (!err) {
    widen(r, v[k], false);
    return;
  }
  widen(r, v[k] - err[k], false), widen(r, v[k] + err[n + k], false);
}

/* What one artist spans in data units. */
static void artist_ranges(const PlotAxes *ax, const PlotArtist *a, DataRange *x, DataRange *y) {
  switch (a->kind) {
    case PA_IMAGE:
      widen(x, a->extent[0], true), widen(x, a->extent[1], true);
      widen(y, a->extent[2], true), widen(y, a->extent[3], true);
      return;
    case PA_HLINE: widen(y, a->y[0], false); return; /* across the axes: no x extent */
    case PA_VLINE: widen(x, a->x[0], false); return;
    case PA_TEXT: return;                            /* text does not move the view */
    default: break;
  }
  for (int64_t k = 0; k < a->n; k++) {
    if (a->kind == PA_BAR) {
      double left = a->x[k] - a->w[k] / 2; /* a Rectangle: its corner, then corner + width */
      widen(x, left, false), widen(x, left + a->w[k], false);
      widen(y, a->bottom[k], true), widen(y, a->bottom[k] + a->y[k], false);
    } else if (a->kind == PA_FILL) {
      widen(x, a->x[k], false), widen(y, a->y[k], false), widen(y, a->bottom[k], false);
    } else if (a->kind == PA_ERRBAR) {
      widen_err(x, a->x, a->xerr, a->n, k), widen_err(y, a->y, a->yerr, a->n, k);
    } else {
      if (!(ax->xs.log && a->x[k] <= 0)) widen(x, a->x[k], false);
      if (!(ax->ys.log && a->y[k] <= 0)) widen(y, a->y[k], false);
    }
  }
}

/* x counts the artists of twinx partners too: they share the x axis. */
static void data_ranges(const PlotAxes *ax, DataRange *x, DataRange *y) {
  *x = *y = (DataRange){INFINITY, -INFINITY, false, false};
  for (int i = 0; i < ax->nartists; i++) artist_ranges(ax, &ax->artists[i], x, y);
  const PlotAxes *partners[8];
  int np = plot_x_partners(ax, partners, 8);
  for (int p = 0; p < np; p++) {
    DataRange ignored = *y;
    for (int i = 0; i < partners[p]->nartists; i++)
      artist_ranges(partners[p], &partners[p]->artists[i], x, &ignored);
  }
}

static void view_of(const DataRange *r, const PlotScale *s, double *lo, double *hi) {
  if (s->fixed) {
    *lo = s->lo, *hi = s->hi;
    return;
  }
  if (!(r->lo <= r->hi)) { /* nothing drawn: matplotlib's empty view */
    *lo = s->log ? 1 : 0, *hi = s->log ? 10 : 1;
    return;
  }
  double mlo, mhi;
  plot_autoscale(r->lo, r->hi, s->log, 0.05, &mlo, &mhi);
  *lo = r->sticky_lo ? r->lo : mlo;
  *hi = r->sticky_hi ? r->hi : mhi;
}

void plot_axes_view(const PlotAxes *ax, double v[4]) {
  DataRange x, y;
  data_ranges(ax, &x, &y);
  view_of(&x, ax->twin_of ? &ax->twin_of->xs : &ax->xs, &v[0], &v[1]);
  view_of(&y, &ax->ys, &v[2], &v[3]);
  for (int k = 0; k < 2; k++) /* set_xticks widened the view to its ticks (until more data) */
    if (ax->tick_view_at[k] == ax->nartists + 1 && !(k ? ax->ys.fixed : ax->xs.fixed))
      v[2 * k] = ax->tick_view[k][0], v[2 * k + 1] = ax->tick_view[k][1];
  if (ax->y_inverted && !ax->ys.fixed) {
    double t = v[2];
    v[2] = v[3], v[3] = t;
  }
}

/* ---- the methods ---- */

static PlotAxes *self_axes(Value self) {
  PlotAxes *ax = plot_axes_of(self);
  if (!ax) rt_raise(RT_EXC_TypeError, "descriptor requires an 'Axes' object");
  return ax;
}

static const char *const LABEL_P[] = {"label", "fontdict", "loc", "pad", "fontsize"};

static Value set_text(Value self, int argc, const Value *argv, const Kwargs *kw, const char *fname,
                      int which) {
  PlotAxes *ax = self_axes(self);
  Value a[5];
  rt_parse_args(fname, argc, argv, kw, 5, LABEL_P, 1, a);
  char *s = plot_strdup_value(a[0]);
  char **slot = which == 0 ? &ax->title : which == 1 ? &ax->xlabel : &ax->ylabel;
  free(*slot);
  *slot = s;
  static const double pos[3][2] = {{0.5, 1.0}, {0.5, 0}, {0, 0.5}};
  return plot_text_value(pos[which][0], pos[which][1], s);
}

static Value m_set_title(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return set_text(self, argc, argv, kw, "set_title", 0);
}
static Value m_set_xlabel(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return set_text(self, argc, argv, kw, "set_xlabel", 1);
}
static Value m_set_ylabel(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return set_text(self, argc, argv, kw, "set_ylabel", 2);
}

static const char *const LOCS[] = {"best",       "upper right",  "upper left",   "lower left",
                                   "lower right", "right",       "center left",  "center right",
                                   "lower center", "upper center", "center"};

static int parse_loc(Value v) {
  if (rt_is_undef(v) || rt_is_none(v)) return 0;
  if (v.tag == RT_INT && v.as.i >= 0 && v.as.i <= 10) return (int)v.as.i;
  for (int i = 0; i < 11; i++)
    if (rt_is_str(v) && strcmp(rt_str_data(v), LOCS[i]) == 0) return i;
  Value r = rt_repr(v);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError,
           "%s is not a valid value for loc; supported values are 'best', 'upper right', 'upper "
           "left', 'lower left', 'lower right', 'right', 'center left', 'center right', 'lower "
           "center', 'upper center', 'center'",
           rt_str_data(r));
}

static Value m_legend(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"handles", "labels", "loc", "fontsize", "frameon",
                                      "title", "ncol", "framealpha"};
  PlotAxes *ax = self_axes(self);
  Value a[8];
  rt_parse_args("legend", argc, argv, kw, 8, names, 0, a);
  if (rt_is_str(a[0]) && rt_is_undef(a[2])) a[2] = a[0], a[0] = rt_undef(); /* legend('best') */
  ax->legend_loc = parse_loc(a[2]);
  if (!rt_is_undef(a[0]) && !rt_is_none(a[0])) { /* legend(['a', 'b']): labels in order */
    Value it = rt_iter(a[0]);
    int mark = rt_cleanup_push_value(&it);
    Value item;
    for (int i = 0; i < ax->nartists && rt_next(it, &item); i++) {
      free(ax->artists[i].label);
      ax->artists[i].label = plot_strdup_value(item);
      rt_decref(item);
    }
    rt_cleanup_pop(mark, true);
  }
  bool any = false;
  for (int i = 0; i < ax->nartists; i++) any |= ax->artists[i].label != NULL;
  if (!any)
    fprintf(stderr, "No artists with labels found to put in legend.  Note that artists whose "
                    "label start with an underscore are ignored when legend() is called with no "
                    "argument.\n");
  ax->legend = true;
  return rt_none();
}

static Value m_grid(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"visible", "which", "axis", "color", "linestyle",
                                      "linewidth", "alpha", "b"};
  PlotAxes *ax = self_axes(self);
  Value a[8];
  rt_parse_args("grid", argc, argv, kw, 8, names, 0, a);
  if (!rt_is_undef(a[0]) && !rt_is_none(a[0])) ax->grid = rt_truthy(a[0]);
  else if (!rt_is_undef(a[7])) ax->grid = rt_truthy(a[7]);
  else ax->grid = !ax->grid || kw != NULL;
  return rt_none();
}

static void set_scale(PlotScale *s, int argc, const Value *argv, const Kwargs *kw,
                      const char *fname) {
  static const char *const names[] = {"value", "base", "nonpositive"};
  Value a[3];
  rt_parse_args(fname, argc, argv, kw, 3, names, 1, a);
  const char *v = rt_is_str(a[0]) ? rt_str_data(a[0]) : "";
  if (strcmp(v, "linear") == 0 || strcmp(v, "log") == 0) {
    s->log = v[1] == 'o';
    return;
  }
  static const char *const others[] = {"symlog", "asinh", "logit", "function", "functionlog"};
  for (int i = 0; i < 5; i++)
    if (strcmp(v, others[i]) == 0)
      rt_raise(RT_EXC_ValueError, "scale '%s' is not supported by Weft (it draws 'linear' and "
               "'log')", v);
  Value r = rt_repr(a[0]);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError,
           "%s is not a valid value for scale; supported values are 'linear', 'log', 'symlog', "
           "'asinh', 'logit', 'function', 'functionlog'",
           rt_str_data(r));
}

static Value m_set_xscale(Value self, int argc, const Value *argv, const Kwargs *kw) {
  set_scale(&self_axes(self)->xs, argc, argv, kw, "set_xscale");
  return rt_none();
}
static Value m_set_yscale(Value self, int argc, const Value *argv, const Kwargs *kw) {
  set_scale(&self_axes(self)->ys, argc, argv, kw, "set_yscale");
  return rt_none();
}

static Value pair(double a, double b) {
  Value items[2] = {rt_float(a), rt_float(b)};
  return rt_tuple_from(2, items);
}

/* set_xlim(left, right), set_xlim((left, right)), set_xlim(right=...): returns the new view. */
static Value set_lim(Value self, int argc, const Value *argv, const Kwargs *kw, bool y) {
  static const char *const xn[] = {"left", "right"}, *const yn[] = {"bottom", "top"};
  PlotAxes *ax = self_axes(self);
  Value a[2];
  rt_parse_args(y ? "set_ylim" : "set_xlim", argc, argv, kw, 2, y ? yn : xn, 0, a);
  if ((rt_is_tuple(a[0]) || rt_is_list(a[0])) && rt_is_undef(a[1])) {
    Value t = a[0];
    int64_t n = rt_is_tuple(t) ? RT_AS(Tuple, t)->n : RT_AS(List, t)->n;
    const Value *it = rt_is_tuple(t) ? RT_AS(Tuple, t)->items : RT_AS(List, t)->items;
    if (n != 2) rt_raise(RT_EXC_ValueError, "too many values to unpack (expected 2)");
    a[0] = it[0], a[1] = it[1];
  }
  double v[4];
  plot_axes_view(ax, v);
  double lo = y ? v[2] : v[0], hi = y ? v[3] : v[1];
  if (!rt_is_undef(a[0]) && !rt_is_none(a[0])) lo = rt_to_double(a[0], "limit");
  if (!rt_is_undef(a[1]) && !rt_is_none(a[1])) hi = rt_to_double(a[1], "limit");
  PlotScale *s = y ? &ax->ys : &ax->xs;
  s->fixed = true, s->lo = lo, s->hi = hi;
  if (s->log && !rt_is_undef(a[0]) && !rt_is_undef(a[1])) /* LogLocator keeps them as given */
    return rt_tuple_from(2, a);
  return pair(lo, hi);
}

static Value m_set_xlim(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return set_lim(self, argc, argv, kw, false);
}
static Value m_set_ylim(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return set_lim(self, argc, argv, kw, true);
}

static Value m_get_xlim(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("get_xlim", argc, kw, 0, 0);
  (void)argv;
  double v[4];
  plot_axes_view(self_axes(self), v);
  return pair(v[0], v[1]);
}
static Value m_get_ylim(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("get_ylim", argc, kw, 0, 0);
  (void)argv;
  double v[4];
  plot_axes_view(self_axes(self), v);
  return pair(v[2], v[3]);
}

static Value m_set_aspect(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"aspect", "adjustable"};
  Value a[2];
  rt_parse_args("set_aspect", argc, argv, kw, 2, names, 1, a);
  self_axes(self)->equal_aspect = rt_is_str(a[0]) && strcmp(rt_str_data(a[0]), "equal") == 0;
  return rt_none();
}

/* axis('off'), axis('on'), axis('equal'): returns the view (xmin, xmax, ymin, ymax). */
static Value m_axis(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"arg"};
  PlotAxes *ax = self_axes(self);
  Value a[1];
  rt_parse_args("axis", argc, argv, kw, 1, names, 0, a);
  const char *s = rt_is_str(a[0]) ? rt_str_data(a[0]) : NULL;
  if (s && strcmp(s, "off") == 0) ax->axis_off = true;
  else if (s && strcmp(s, "on") == 0) ax->axis_off = false;
  else if (s && (strcmp(s, "equal") == 0 || strcmp(s, "scaled") == 0 || strcmp(s, "image") == 0))
    ax->equal_aspect = true;
  else if (s && strcmp(s, "auto") == 0) ax->equal_aspect = false;
  else if (s || rt_is_undef(a[0])) {
    if (s) rt_raise(RT_EXC_ValueError, "Unrecognized string '%s' to axis; try 'on' or 'off'", s);
  }
  double v[4];
  plot_axes_view(ax, v);
  Value items[4] = {rt_float(v[0]), rt_float(v[1]), rt_float(v[2]), rt_float(v[3])};
  return rt_tuple_from(4, items);
}

static const struct {
  const char *name;
  NativeFn fn;
} methods[] = {
    {"set_title", m_set_title},   {"set_xlabel", m_set_xlabel}, {"set_ylabel", m_set_ylabel},
    {"legend", m_legend},         {"grid", m_grid},             {"set_xscale", m_set_xscale},
    {"set_yscale", m_set_yscale}, {"set_xlim", m_set_xlim},     {"set_ylim", m_set_ylim},
    {"get_xlim", m_get_xlim},     {"get_ylim", m_get_ylim},     {"set_aspect", m_set_aspect},
    {"axis", m_axis},
};

NativeFn plot_axes_label_method(const char *name) {
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
    if (strcmp(methods[i].name, name) == 0) return methods[i].fn;
  return NULL;
}

/* plot_cmap.c — colormaps and colours.
 *
 * A colormap is a table of 256 colours looked up as matplotlib does (index floor(t*256),
 * clipped to 0..255), so an image's pixels have the colours matplotlib gives them. viridis,
 * magma, inferno and plasma are their published tables (Smith and van der Walt's maps, public
 * domain), stored as the 8-bit RGB of matplotlib's image pixels; gray, hot and jet are piecewise-linear segments evaluated at
 * i/255. A name ending in "_r" is the map reversed. Colours parse as matplotlib's: the cycle
 * 'C0'..'C9', 'tab:' names, single letters, a few CSS names, '#rrggbb[aa]', grey levels as
 * strings, and (r, g, b[, a]) tuples. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "plot.h"

#include "plot_cmap_tables.inc"

struct PlotCmap {
  const char *name;
  const char *hex;            /* 256 RGB triples as hex, or NULL for segments */
  const double (*seg)[3][8];  /* per channel: x0 y0 x1 y1 ... (up to 4 points), or NULL */
  bool reversed;
  unsigned char lut[256][3];
  bool ready;
};

/* Segment tables: for each channel up to four (x, y) points, unused ones repeat x = 1. */
static const double hot_seg[3][8] = {{0, 0.0416, 0.365079, 1, 1, 1, 1, 1},
                                     {0, 0, 0.365079, 0, 0.746032, 1, 1, 1},
                                     {0, 0, 0.746032, 0, 1, 1, 1, 1}};
static const double gray_seg[3][8] = {{0, 0, 1, 1, 1, 1, 1, 1},
                                      {0, 0, 1, 1, 1, 1, 1, 1},
                                      {0, 0, 1, 1, 1, 1, 1, 1}};
/* jet has five points per channel: kept in its own evaluator below. */
static const double jet_pts[3][12] = {{0, 0, 0.35, 0, 0.66, 1, 0.89, 1, 1, 0.5, 1, 0.5},
                                      {0, 0, 0.125, 0, 0.375, 1, 0.64, 1, 0.91, 0, 1, 0},
                                      {0, 0.5, 0.11, 1, 0.34, 1, 0.65, 0, 1, 0, 1, 0}};

static PlotCmap cmaps[] = {
    {"viridis", viridis_hex, NULL, false, {{0}}, false},
    {"magma", magma_hex, NULL, false, {{0}}, false},
    {"inferno", inferno_hex, NULL, false, {{0}}, false},
    {"plasma", plasma_hex, NULL, false, {{0}}, false},
    {"gray", NULL, &gray_seg, false, {{0}}, false},
    {"hot", NULL, &hot_seg, false, {{0}}, false},
    {"jet", NULL, NULL, false, {{0}}, false},
    {"viridis_r", viridis_hex, NULL, true, {{0}}, false},
    {"magma_r", magma_hex, NULL, true, {{0}}, false},
    {"inferno_r", inferno_hex, NULL, true, {{0}}, false},
    {"plasma_r", plasma_hex, NULL, true, {{0}}, false},
    {"gray_r", NULL, &gray_seg, true, {{0}}, false},
    {"hot_r", NULL, &hot_seg, true, {{0}}, false},
    {"jet_r", NULL, NULL, true, {{0}}, false},
};
enum { NCMAPS = sizeof cmaps / sizeof cmaps[0] };

/* Linear interpolation through the points (x, y) pairs of pts, x increasing. */
static double piecewise(const double *pts, int npts, double t) {
  for (int k = 1; k < npts; k++) {
    double x0 = pts[2 * k - 2], y0 = pts[2 * k - 1], x1 = pts[2 * k], y1 = pts[2 * k + 1];
    if (t <= x1) return x1 > x0 ? y0 + (y1 - y0) * (t - x0) / (x1 - x0) : y1;
  }
  return pts[2 * npts - 1];
}

static int hexval(char c) { return c <= '9' ? c - '0' : (c | 32) - 'a' + 10; }

static void build(PlotCmap *c) {
  for (int i = 0; i < 256; i++) {
    int src = c->reversed ? 255 - i : i;
    double t = src / 255.0;
    for (int ch = 0; ch < 3; ch++) {
      double v;
      if (c->hex) {
        const char *p = c->hex + 6 * src + 2 * ch;
        c->lut[i][ch] = (unsigned char)(hexval(p[0]) * 16 + hexval(p[1]));
        continue;
      }
      v = c->seg ? piecewise((*c->seg)[ch], 4, t) : piecewise(jet_pts[ch], 6, t);
      /* truncated, as matplotlib turns an image's float colours into bytes */
      c->lut[i][ch] = (unsigned char)floor(fmin(fmax(v, 0), 1) * 255 + 1e-6);
    }
  }
  c->ready = true;
}

const PlotCmap *plot_cmap_named(const char *name) {
  for (int i = 0; i < NCMAPS; i++)
    if (strcmp(cmaps[i].name, name) == 0) {
      if (!cmaps[i].ready) build(&cmaps[i]);
      return &cmaps[i];
    }
  return NULL;
}

const PlotCmap *plot_cmap_default(void) { return plot_cmap_named("viridis"); }
const char *plot_cmap_name(const PlotCmap *c) { return c->name; }

PlotRGBA plot_cmap_at(const PlotCmap *c, double t) {
  if (isnan(t)) return (PlotRGBA){0, 0, 0, 0};
  int i = t < 0 ? 0 : t >= 1 ? 255 : (int)(t * 256);
  if (i > 255) i = 255;
  return (PlotRGBA){c->lut[i][0] / 255.0, c->lut[i][1] / 255.0, c->lut[i][2] / 255.0, 1};
}

/* ---- colours ---- */

static const char *const cycle_hex[10] = {"1f77b4", "ff7f0e", "2ca02c", "d62728", "9467bd",
                                          "8c564b", "e377c2", "7f7f7f", "bcbd22", "17becf"};
static const char *const tab_names[10] = {"blue", "orange", "green", "red",  "purple",
                                          "brown", "pink",  "gray",  "olive", "cyan"};
static const struct {
  const char *name, *hex;
} named[] = {
    {"b", "0000ff"},     {"g", "008000"},      {"r", "ff0000"},      {"c", "00bfbf"},
    {"m", "bf00bf"},     {"y", "bfbf00"},      {"k", "000000"},      {"w", "ffffff"},
    {"blue", "0000ff"},  {"green", "008000"},  {"red", "ff0000"},    {"cyan", "00ffff"},
    {"magenta", "ff00ff"}, {"yellow", "ffff00"}, {"black", "000000"}, {"white", "ffffff"},
    {"orange", "ffa500"}, {"purple", "800080"}, {"gray", "808080"},  {"grey", "808080"},
    {"brown", "a52a2a"}, {"pink", "ffc0cb"},   {"navy", "000080"},   {"gold", "ffd700"},
    {"lightgray", "d3d3d3"}, {"lightgrey", "d3d3d3"}, {"darkgray", "a9a9a9"},
    {"darkblue", "00008b"}, {"darkred", "8b0000"}, {"darkgreen", "006400"},
    {"lightblue", "add8e6"}, {"skyblue", "87ceeb"}, {"steelblue", "4682b4"},
    {"crimson", "dc143c"}, {"teal", "008080"},  {"olive", "808000"},  {"violet", "ee82ee"},
    {"salmon", "fa8072"}, {"tomato", "ff6347"}, {"coral", "ff7f50"},  {"indigo", "4b0082"},
    {"lime", "00ff00"},  {"maroon", "800000"},  {"silver", "c0c0c0"}, {"turquoise", "40e0d0"},
};

static bool parse_hex(const char *h, size_t n, PlotRGBA *out) {
  if (n != 6 && n != 8) return false;
  for (size_t i = 0; i < n; i++)
    if (!strchr("0123456789abcdefABCDEF", h[i])) return false;
  double ch[4] = {0, 0, 0, 255};
  for (size_t i = 0; i < n / 2; i++) ch[i] = hexval(h[2 * i]) * 16 + hexval(h[2 * i + 1]);
  *out = (PlotRGBA){ch[0] / 255, ch[1] / 255, ch[2] / 255, ch[3] / 255};
  return true;
}

PlotRGBA plot_cycle_color(int i) {
  PlotRGBA c;
  parse_hex(cycle_hex[((i % 10) + 10) % 10], 6, &c);
  return c;
}

static bool parse_name(const char *s, PlotRGBA *out) {
  if (s[0] == '#') return parse_hex(s + 1, strlen(s + 1), out);
  if (s[0] == 'C' && s[1] >= '0' && s[1] <= '9' && s[2] == '\0') {
    *out = plot_cycle_color(s[1] - '0');
    return true;
  }
  if (strncmp(s, "tab:", 4) == 0) {
    for (int i = 0; i < 10; i++)
      if (strcmp(s + 4, tab_names[i]) == 0) {
        *out = plot_cycle_color(i);
        return true;
      }
    return false;
  }
  for (size_t i = 0; i < sizeof named / sizeof named[0]; i++)
    if (strcasecmp(s, named[i].name) == 0 && (strlen(s) > 1 || s[0] == named[i].name[0]))
      return parse_hex(named[i].hex, 6, out);
  char *end;
  double g = strtod(s, &end); /* a grey level: '0.5' */
  if (*s && *end == '\0' && g >= 0 && g <= 1) {
    *out = (PlotRGBA){g, g, g, 1};
    return true;
  }
  return false;
}

static bool is_number(Value v) {
  return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_scalar_number(v);
}

static bool parse_tuple(Value v, PlotRGBA *out) {
  if (!rt_is_tuple(v) && !rt_is_list(v)) return false;
  int64_t n = rt_is_tuple(v) ? RT_AS(Tuple, v)->n : RT_AS(List, v)->n;
  const Value *it = rt_is_tuple(v) ? RT_AS(Tuple, v)->items : RT_AS(List, v)->items;
  if (n != 3 && n != 4) return false;
  double ch[4] = {0, 0, 0, 1};
  for (int64_t i = 0; i < n; i++) {
    if (!is_number(it[i])) return false;
    ch[i] = rt_to_double(it[i], "color");
    if (ch[i] < 0 || ch[i] > 1) return false; /* matplotlib: not a valid value for color */
  }
  *out = (PlotRGBA){ch[0], ch[1], ch[2], ch[3]};
  return true;
}

PlotRGBA plot_parse_color(Value v) {
  PlotRGBA c;
  if (rt_is_str(v) && parse_name(rt_str_data(v), &c)) return c;
  if (parse_tuple(v, &c)) return c;
  Value r = rt_repr(v);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError, "%s is not a valid value for color", rt_str_data(r));
}

/* ---- Colormap objects: plt.cm.viridis, plt.get_cmap('gray') ---- */

typedef struct CmapObj {
  Obj hdr;
  const PlotCmap *cmap;
} CmapObj;

static Value cmap_repr(Value self) {
  return rt_str_printf("<matplotlib.colors.Colormap '%s'>", RT_AS(CmapObj, self)->cmap->name);
}

/* cmap(x): the RGBA tuple of a float in [0, 1] (an int indexes the table). */
static Value cmap_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("Colormap", argc, kw, 1, 1);
  const PlotCmap *c = RT_AS(CmapObj, self)->cmap;
  PlotRGBA p;
  if (argv[0].tag == RT_INT) {
    int64_t i = argv[0].as.i;
    i = i < 0 ? 0 : i > 255 ? 255 : i;
    p = plot_cmap_at(c, (double)i / 256.0);
  } else {
    p = plot_cmap_at(c, rt_to_double(argv[0], "x"));
  }
  Value items[4] = {rt_float(p.r), rt_float(p.g), rt_float(p.b), rt_float(p.a)};
  return rt_tuple_from(4, items);
}

static Value cmap_getattr(Value self, const char *name) {
  if (strcmp(name, "name") == 0) return rt_str_from_c(RT_AS(CmapObj, self)->cmap->name);
  if (strcmp(name, "N") == 0) return rt_int(256);
  return rt_undef();
}

static void cmap_free(Obj *o) { free(o); }

static const ObjType cmap_type = {
    .name = "matplotlib.colors.Colormap",
    .free = cmap_free,
    .repr = cmap_repr,
    .getattr = cmap_getattr,
    .call = cmap_call,
};

Value plot_cmap_value(const PlotCmap *c) {
  CmapObj *o = rt_calloc(1, sizeof *o);
  rt_obj_init(&o->hdr, &cmap_type);
  o->cmap = c;
  return rt_obj(o);
}

const PlotCmap *plot_parse_cmap(Value v) {
  if (rt_is_undef(v) || rt_is_none(v)) return plot_cmap_default();
  if (rt_is_type(v, &cmap_type)) return RT_AS(CmapObj, v)->cmap;
  const PlotCmap *c = rt_is_str(v) ? plot_cmap_named(rt_str_data(v)) : NULL;
  if (c) return c;
  Value r = rt_repr(v);
  rt_cleanup_push_value(&r);
  StrBuf sb;
  rt_sb_init(&sb);
  for (int i = 0; i < NCMAPS; i++) rt_sb_printf(&sb, "%s'%s'", i ? ", " : "", cmaps[i].name);
  rt_cleanup_push(free, sb.data);
  rt_raise(RT_EXC_ValueError, "%s is not a valid value for cmap; supported values are %s",
           rt_str_data(r), sb.data);
}

int plot_cmap_count(void) { return NCMAPS; }
const PlotCmap *plot_cmap_index(int i) {
  if (!cmaps[i].ready) build(&cmaps[i]);
  return &cmaps[i];
}

/* np_genfromtxt.c — np.genfromtxt: text with missing and invalid fields, as NumPy 1.24 reads it.
 *
 * The steps are NumPy's (numpy/lib/npyio.py and _iotools.py): skip skip_header lines, take the
 * first line with fields as the one that fixes the number of columns (or usecols does), split
 * every line the way LineSplitter does (comments cut, " \r\n" stripped, then whitespace, a
 * delimiter string, a fixed width or a list of widths), keep rows with the right number of
 * fields and report the others ("Some errors were detected !" with NumPy's line numbers, which
 * count from the first line with fields), drop skip_footer rows, then convert each column.
 *
 * A column converts as NumPy's StringConverter does in its default "loose" mode: the dtype's
 * function (float, int, int(float(x)) for integer types narrower than 64 bits, complex, the
 * strict 'TRUE'/'FALSE' of bool, or the text itself for str) and, where it raises ValueError,
 * the column's filling value (filling_values, else -1 for integers, nan for floats, nan+0j,
 * False). dtype=None infers each column by upgrading bool -> int -> float -> complex -> str
 * until every non-missing field converts; when the columns agree the result is a plain array
 * of that type. Columns that do not agree give NumPy a structured array, which Weft's NumPy
 * does not have: that, names=True and usemask=True are a TypeError naming the limit. The
 * array itself is made by np.array(rows, dtype), as NumPy makes it.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "np_stats.h"
#include "../obj/complex.h"
#include "../obj/dict.h"
#include "../obj/exc.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define GEN_MAX_COLS 4096

/* How lines split into fields. */
typedef struct GenSplit {
  const char *comments; /* NULL: no comments */
  const char *delim;    /* NULL: whitespace (with widths == 0) */
  int64_t width;        /* > 0: fixed-width fields */
  int64_t nwidths, widths[GEN_MAX_COLS]; /* > 0: a list of field widths */
  bool autostrip;
} GenSplit;

typedef struct GenField {
  const char *s;
  size_t len;
} GenField;

/* A column's conversion: one of NumPy's StringConverter functions, or the user's. */
enum { CV_BOOL, CV_INT, CV_FLOAT, CV_COMPLEX, CV_STR, CV_INT_VIA_FLOAT, CV_USER };

typedef struct GenColumn {
  int kind;
  Value user;           /* borrowed: the user's converter (CV_USER) */
  Value fill;           /* borrowed: filling value, or RT_UNDEF for the kind's default */
  int64_t nmissing;     /* the column's missing-value strings (besides "") */
  const char *missing[16];
  bool checked;         /* dtype=None: a field decided the type (NumPy's _checked) */
} GenColumn;

/* Everything the function owns while it runs (released by gen_free). */
typedef struct GenState {
  StrBuf text;
  GenField *fields; /* nrows * ncols, row after row */
  int64_t nrows, ncols, cap;
  int64_t *bad_line, *bad_count, nbad, badcap;
  GenSplit split;
  GenColumn *cols;
  Value fn_float, fn_int, fn_complex;
} GenState;

static void gen_free(void *p) {
  GenState *g = p;
  rt_sb_free(&g->text);
  free(g->fields);
  free(g->bad_line);
  free(g->bad_count);
  for (int64_t c = 0; g->cols && c < g->ncols; c++)
    for (int64_t k = 0; k < g->cols[c].nmissing; k++) free((char *)g->cols[c].missing[k]);
  free(g->cols);
  rt_decref(g->fn_float);
  rt_decref(g->fn_int);
  rt_decref(g->fn_complex);
}

/* ---- splitting: NumPy's LineSplitter ---- */

static bool gen_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

static int64_t gen_push(GenField *out, int64_t n, const char *s, size_t len) {
  if (n < GEN_MAX_COLS) out[n] = (GenField){s, len};
  return n + 1;
}

/* Fields of the line [p, e) into out (at most GEN_MAX_COLS kept); returns their number. */
static int64_t gen_split_line(const GenSplit *sp, const char *p, const char *e, GenField *out) {
  if (sp->comments) {
    size_t cl = strlen(sp->comments);
    for (const char *q = p; cl && q + cl <= e; q++)
      if (memcmp(q, sp->comments, cl) == 0) { e = q; break; }
  }
  int64_t n = 0;
  if (sp->nwidths) { /* NumPy slices the line as it is, "\r" included */
    if (p == e) return 0;
    for (int64_t k = 0, at = 0; k < sp->nwidths; at += sp->widths[k++]) {
      int64_t a = at < e - p ? at : e - p, b = at + sp->widths[k] < e - p ? at + sp->widths[k] : e - p;
      n = gen_push(out, n, p + a, (size_t)(b - a));
    }
  } else if (sp->width) {
    while (e > p && e[-1] == '\r') e--;
    for (const char *q = p; q < e; q += sp->width)
      n = gen_push(out, n, q, (size_t)(e - q < sp->width ? e - q : sp->width));
  } else {
    while (p < e && (*p == ' ' || *p == '\r')) p++;
    while (e > p && (e[-1] == ' ' || e[-1] == '\r')) e--;
    if (p == e) return 0;
    if (!sp->delim) {
      for (const char *q = p; q < e;) {
        while (q < e && gen_space(*q)) q++;
        const char *s = q;
        while (q < e && !gen_space(*q)) q++;
        if (q > s) n = gen_push(out, n, s, (size_t)(q - s));
      }
    } else {
      size_t dl = strlen(sp->delim);
      for (const char *q = p;;) {
        const char *f = q;
        while (f + dl <= e && memcmp(f, sp->delim, dl) != 0) f++;
        if (f + dl > e) { n = gen_push(out, n, q, (size_t)(e - q)); break; }
        n = gen_push(out, n, q, (size_t)(f - q));
        q = f + dl;
      }
    }
  }
  if (sp->autostrip)
    for (int64_t k = 0; k < n && k < GEN_MAX_COLS; k++) {
      while (out[k].len && gen_space(out[k].s[0])) out[k].s++, out[k].len--;
      while (out[k].len && gen_space(out[k].s[out[k].len - 1])) out[k].len--;
    }
  return n;
}

/* ---- converting one field ---- */

typedef struct GenCall {
  Value fn, arg, out;
} GenCall;

static void gen_call_job(void *ud) {
  GenCall *c = ud;
  c->out = rt_call(c->fn, 1, &c->arg, NULL);
}

/* fn(arg), or false when it raised ValueError (anything else goes on). */
static bool gen_try(Value fn, Value arg, Value *out) {
  GenCall c = {fn, arg, rt_undef()};
  if (rt_pcall(gen_call_job, &c) == 0) {
    *out = c.out;
    return true;
  }
  if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_ValueError)) rt_reraise();
  rt_error_clear();
  return false;
}

static bool gen_str2bool(const GenField *f, Value *out) {
  char up[8];
  if (f->len != 4 && f->len != 5) return false;
  for (size_t i = 0; i < f->len; i++) up[i] = (char)toupper((unsigned char)f->s[i]);
  up[f->len] = 0;
  if (strcmp(up, "TRUE") && strcmp(up, "FALSE")) return false;
  *out = rt_bool(up[0] == 'T');
  return true;
}

/* The field converted by kind, or false where NumPy's function raises ValueError. */
static bool gen_convert(const GenState *g, const GenColumn *c, int kind, const GenField *f,
                        Value *out) {
  if (kind == CV_BOOL) return gen_str2bool(f, out);
  if (kind == CV_STR) {
    *out = rt_str_new(f->s, f->len);
    return true;
  }
  Value arg = kind == CV_USER ? rt_bytes_new(&rt_bytes_type, f->s, f->len) : rt_str_new(f->s, f->len);
  Value x = rt_undef(); /* int(float(s))'s float */
  int mark = rt_cleanup_push_value(&arg);
  rt_cleanup_push_value(&x);
  Value fn = kind == CV_USER ? c->user : kind == CV_INT ? g->fn_int
             : kind == CV_COMPLEX ? g->fn_complex : g->fn_float;
  bool ok = gen_try(fn, arg, out);
  if (ok && kind == CV_INT_VIA_FLOAT) {
    x = *out;
    ok = gen_try(g->fn_int, x, out);
  }
  /* inferring, an int beyond int64 is no int64 column (NumPy's OverflowError check) */
  if (ok && kind == CV_INT && out->tag != RT_INT) {
    rt_decref(*out);
    ok = false;
  }
  rt_cleanup_pop(mark, true);
  return ok;
}

static bool gen_is_missing(const GenColumn *c, const GenField *f) {
  const char *s = f->s;
  size_t n = f->len;
  while (n && gen_space(*s)) s++, n--;
  while (n && gen_space(s[n - 1])) n--;
  if (!n) return true;
  for (int64_t k = 0; k < c->nmissing; k++)
    if (strlen(c->missing[k]) == n && memcmp(c->missing[k], s, n) == 0) return true;
  return false;
}

/* The value of a field that does not convert: the filling value or the kind's default. */
static Value gen_default(const GenColumn *c, int kind) {
  if (!rt_is_undef(c->fill)) {
    rt_incref(c->fill);
    return c->fill;
  }
  switch (kind) {
  case CV_BOOL: return rt_bool(false);
  case CV_INT: case CV_INT_VIA_FLOAT: return rt_int(-1);
  case CV_COMPLEX: return rt_complex_new(NAN, 0.0);
  case CV_STR: return rt_str_from_c("???");
  default: return rt_float(NAN);
  }
}

/* dtype=None: NumPy's iterupgrade over one column's fields. */
static void gen_infer(const GenState *g, GenColumn *c, int64_t col) {
  c->kind = CV_BOOL;
  for (;;) {
    c->checked = true;
    bool upgraded = false;
    for (int64_t r = 0; r < g->nrows && !upgraded; r++) {
      const GenField *f = &g->fields[r * g->ncols + col];
      Value v;
      if (gen_convert(g, c, c->kind, f, &v)) {
        rt_decref(v);
      } else if (gen_is_missing(c, f)) {
        if (c->kind == CV_BOOL) c->checked = false;
      } else {
        c->kind++;
        upgraded = true;
      }
    }
    if (!upgraded) return;
  }
}

/* ---- options ---- */

static void gen_split_options(GenSplit *sp, Value comments, Value delimiter, Value autostrip) {
  sp->comments = rt_is_undef(comments) ? "#" : rt_is_none(comments) ? NULL : rt_str_data(comments);
  sp->autostrip = !rt_is_undef(autostrip) && rt_truthy(autostrip);
  if (!np_given(delimiter)) return;
  if (rt_is_str(delimiter)) {
    sp->delim = RT_AS(Str, delimiter)->nbytes ? rt_str_data(delimiter) : NULL;
  } else if (rt_is_list(delimiter) || rt_is_tuple(delimiter)) {
    sp->nwidths = rt_len(delimiter);
    if (sp->nwidths > GEN_MAX_COLS) rt_raise(RT_EXC_ValueError, "too many field widths");
    for (int64_t k = 0; k < sp->nwidths; k++) {
      Value w = rt_getitem(delimiter, rt_int(k));
      sp->widths[k] = rt_to_index(w, "delimiter");
      rt_decref(w);
    }
  } else {
    sp->width = rt_to_index(delimiter, "delimiter");
  }
}

/* The per-column settings value (a scalar for all, a sequence by column, a dict by column
 * number) for column col; borrowed, RT_UNDEF when it names none. */
static Value gen_per_column(Value opt, int64_t col, int64_t ncols) {
  if (!np_given(opt)) return rt_undef();
  if (rt_is_dict(opt)) {
    Value v = rt_dict_get(opt, rt_int(col));
    if (rt_is_undef(v)) v = rt_dict_get(opt, rt_int(col - ncols));
    return v;
  }
  if (rt_is_list(opt) || rt_is_tuple(opt)) {
    if (col >= rt_len(opt)) return rt_undef();
    Value v = rt_getitem(opt, rt_int(col));
    rt_decref(v); /* the sequence keeps it */
    return rt_is_none(v) ? rt_undef() : v;
  }
  return opt;
}

/* missing_values: a comma-separated string for every column, or per column. */
static void gen_missing(GenColumn *c, Value opt, int64_t col, int64_t ncols) {
  Value m = gen_per_column(opt, col, ncols);
  if (rt_is_undef(m)) return;
  if (rt_is_str(m)) {
    const char *s = rt_str_data(m); /* each comma-separated piece */
    for (const char *p = s; c->nmissing < 16;) {
      const char *q = strchr(p, ',');
      size_t n = q ? (size_t)(q - p) : strlen(p);
      char *copy = rt_malloc(n + 1);
      memcpy(copy, p, n);
      copy[n] = 0;
      c->missing[c->nmissing++] = copy;
      if (!q) break;
      p = q + 1;
    }
    return;
  }
  int64_t n = rt_len(m);
  for (int64_t k = 0; k < n && c->nmissing < 16; k++) {
    Value s = rt_getitem(m, rt_int(k));
    int mark = rt_cleanup_push_value(&s);
    if (!rt_is_str(s)) rt_raise(RT_EXC_TypeError, "missing_values must be strings");
    c->missing[c->nmissing++] = strdup(rt_str_data(s));
    rt_cleanup_pop(mark, true);
  }
}

/* ---- reading the rows ---- */

static void gen_add_row(GenState *g, const GenField *f, const int64_t *use, int64_t nuse) {
  if (g->nrows == g->cap) {
    g->cap = g->cap ? 2 * g->cap : 64;
    g->fields = rt_realloc(g->fields, (size_t)(g->cap * g->ncols) * sizeof(GenField));
  }
  GenField *row = &g->fields[g->nrows++ * g->ncols];
  for (int64_t c = 0; c < g->ncols; c++) row[c] = f[nuse ? use[c] : c];
}

static void gen_add_bad(GenState *g, int64_t line, int64_t count) {
  if (g->nbad == g->badcap) {
    g->badcap = g->badcap ? 2 * g->badcap : 16;
    g->bad_line = rt_realloc(g->bad_line, (size_t)g->badcap * sizeof(int64_t));
    g->bad_count = rt_realloc(g->bad_count, (size_t)g->badcap * sizeof(int64_t));
  }
  g->bad_line[g->nbad] = line;
  g->bad_count[g->nbad++] = count;
}

/* usecols as indices into the first line's fields (negative ones counted from its end). */
static int64_t gen_usecols(Value u, int64_t nfirst, int64_t *use) {
  if (!np_given(u)) return 0;
  bool seq = rt_is_list(u) || rt_is_tuple(u);
  int64_t n = seq ? rt_len(u) : 1;
  if (n > GEN_MAX_COLS) rt_raise(RT_EXC_ValueError, "too many usecols");
  for (int64_t k = 0; k < n; k++) {
    Value c = seq ? rt_getitem(u, rt_int(k)) : (rt_incref(u), u);
    int mark = rt_cleanup_push_value(&c);
    if (rt_is_str(c))
      rt_raise(RT_EXC_TypeError, "usecols names columns by name only with names=True, which "
               "gives a structured array: Weft's NumPy has none; use column numbers");
    use[k] = rt_to_index(c, "usecols");
    if (use[k] < 0) use[k] += nfirst;
    rt_cleanup_pop(mark, true);
  }
  return n;
}

/* Lines into rows; returns false when no line has fields (NumPy's empty file). */
static bool gen_read_rows(GenState *g, int64_t skip_header, int64_t max_rows, Value usecols,
                          int64_t *use, int64_t *nuse) {
  const char *p = g->text.data ? g->text.data : "", *e = p + g->text.len;
  GenField *f = rt_malloc(GEN_MAX_COLS * sizeof(GenField));
  int mark = rt_cleanup_push(free, f);
  for (int64_t k = 0; k < skip_header && p < e; k++) {
    const char *nl = memchr(p, '\n', (size_t)(e - p));
    p = nl ? nl + 1 : e;
  }
  int64_t nf = 0, line = 0; /* line: NumPy's count, from the first line with fields */
  for (; p < e;) {
    const char *nl = memchr(p, '\n', (size_t)(e - p)), *end = nl ? nl : e;
    nf = gen_split_line(&g->split, p, end, f);
    if (nf) break;
    p = nl ? nl + 1 : e;
  }
  if (p >= e) {
    rt_cleanup_pop(mark, true);
    return false;
  }
  *nuse = gen_usecols(usecols, nf, use);
  g->ncols = *nuse ? *nuse : nf;
  if (g->ncols > GEN_MAX_COLS) rt_raise(RT_EXC_ValueError, "genfromtxt reads at most %d columns", GEN_MAX_COLS);
  for (; p < e; line++) {
    const char *start = p, *nl = memchr(p, '\n', (size_t)(e - p)), *end = nl ? nl : e;
    p = nl ? nl + 1 : e;
    int64_t n = gen_split_line(&g->split, start, end, f);
    if (n == 0) continue;
    bool ok = *nuse ? true : n == g->ncols;
    for (int64_t k = 0; k < *nuse; k++)
      if (use[k] < 0 || use[k] >= n) ok = false;
    if (!ok || n > GEN_MAX_COLS) {
      gen_add_bad(g, line + skip_header + 1, n);
      continue;
    }
    gen_add_row(g, f, use, *nuse);
    if (g->nrows == max_rows) break;
  }
  rt_cleanup_pop(mark, true);
  return true;
}

/* ---- the result ---- */

static void gen_warn(const char *category, const char *text) {
  Value w = rt_import("warnings");
  int mark = rt_cleanup_push_value(&w);
  Value fn = rt_getattr(w, "warn");
  rt_cleanup_push_value(&fn);
  Value args[2] = {rt_str_from_c(text), rt_exc_class(RT_EXC_UserWarning)};
  rt_cleanup_push_value(&args[0]);
  (void)category;
  Value r = rt_call(fn, 2, args, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
}

/* NumPy's report of the rows with the wrong number of fields ("" when none is left after the
 * footer's lines are taken away); skip_footer shrinks by the bad lines inside the footer. */
static void gen_bad_report(GenState *g, int64_t *skip_footer, StrBuf *sb) {
  int64_t nbad = g->nbad;
  if (*skip_footer > 0) {
    int64_t last = g->nrows + g->nbad - *skip_footer, skipped = 0;
    for (int64_t k = 0; k < g->nbad; k++) skipped += g->bad_line[k] > last + 0 && g->bad_line[k] - 1 >= last;
    nbad -= skipped;
    *skip_footer -= skipped;
  }
  if (!nbad) return;
  rt_sb_puts(sb, "Some errors were detected !");
  for (int64_t k = 0; k < nbad; k++)
    rt_sb_printf(sb, "\n    Line #%lld (got %lld columns instead of %lld)", (long long)g->bad_line[k],
                 (long long)g->bad_count[k], (long long)g->ncols);
}

/* The columns' kind when they agree (dtype=None), or NumPy's structured case as an error. */
static int gen_uniform(const GenState *g) {
  int kind = -1;
  for (int64_t c = 0; c < g->ncols; c++) {
    int k = g->cols[c].kind == CV_USER ? CV_FLOAT : g->cols[c].kind;
    if (!g->cols[c].checked) continue;
    if (kind >= 0 && k != kind)
      rt_raise(RT_EXC_TypeError, "np.genfromtxt(dtype=None) found columns of different types, "
               "which NumPy reads into a structured array: Weft's NumPy has none; give dtype=");
    kind = k;
  }
  if (kind < 0)
    rt_raise(RT_EXC_TypeError, "np.genfromtxt(dtype=None) found no field to infer a type "
             "from, which NumPy reads into a structured array: Weft's NumPy has none; give dtype=");
  return kind;
}

static Value gen_rows_list(GenState *g) {
  Value rows = rt_list_new(g->nrows);
  int mark = rt_cleanup_push_value(&rows);
  for (int64_t r = 0; r < g->nrows; r++) {
    Value row = rt_list_new(g->ncols);
    rt_list_append(rows, row);
    rt_decref(row);
    for (int64_t c = 0; c < g->ncols; c++) {
      const GenColumn *col = &g->cols[c];
      Value v;
      if (!gen_convert(g, col, col->kind, &g->fields[r * g->ncols + c], &v)) v = gen_default(col, col->kind);
      rt_list_append(row, v);
      rt_decref(v);
    }
  }
  rt_cleanup_pop(mark, false);
  return rows;
}

/* NumPy's _ensure_ndmin_ndarray, then unpack's transpose. */
static Value gen_shape(Value a, int ndmin, bool unpack) {
  int mark = rt_cleanup_push_value(&a);
  if (RT_AS(Array, a)->ndim > ndmin) {
    Value s = np_call1("squeeze", a);
    rt_decref(a);
    a = s;
  }
  if (RT_AS(Array, a)->ndim < ndmin) {
    Value s = np_call1(ndmin == 1 ? "atleast_1d" : "atleast_2d", a);
    rt_decref(a);
    a = s;
    if (ndmin == 2) unpack = !unpack; /* atleast_2d(X).T */
  }
  if (unpack) {
    Value t = np_call1("transpose", a);
    rt_decref(a);
    a = t;
  }
  rt_cleanup_pop(mark, false);
  return a;
}

/* The column's kind for an explicit dtype (NumPy's mapper entry for it). */
static int gen_kind_of(Value dtype, bool *is_str) {
  *is_str = false;
  Value str_type = rt_getattr(rt_builtins_module(), "str");
  bool is_str_type = rt_is(dtype, str_type);
  rt_decref(str_type);
  if ((rt_is_str(dtype) && strchr("US", rt_str_data(dtype)[rt_str_data(dtype)[0] == '<']) &&
       rt_str_data(dtype)[0]) || is_str_type) {
    *is_str = true;
    return CV_STR;
  }
  DType dt = rt_dtype_from_value(dtype);
  const DTypeInfo *d = &rt_dtypes[dt];
  switch (d->kind) {
  case 'b': return CV_BOOL;
  case 'i': case 'u': return d->itemsize == 8 ? CV_INT : CV_INT_VIA_FLOAT;
  case 'c': return CV_COMPLEX;
  default: return CV_FLOAT;
  }
}

static void gen_columns(GenState *g, Value dtype, Value converters, Value missing, Value filling,
                        const int64_t *use, int64_t nuse) {
  g->cols = rt_malloc((size_t)g->ncols * sizeof(GenColumn));
  memset(g->cols, 0, (size_t)g->ncols * sizeof(GenColumn));
  bool is_str;
  int kind = rt_is_none(dtype) ? -1 : gen_kind_of(dtype, &is_str);
  for (int64_t c = 0; c < g->ncols; c++) {
    GenColumn *col = &g->cols[c];
    col->user = col->fill = rt_undef();
    col->fill = gen_per_column(filling, c, g->ncols);
    gen_missing(col, missing, c, g->ncols);
    if (np_given(converters)) {
      if (!rt_is_dict(converters))
        rt_raise(RT_EXC_TypeError, "The input argument 'converter' should be a valid dictionary "
                 "(got '<class '%s'>' instead)", rt_type_name(converters));
      col->user = rt_dict_get(converters, rt_int(nuse ? use[c] : c));
    }
    if (!rt_is_undef(col->user)) {
      col->kind = CV_USER, col->checked = true;
      /* NumPy calls the converter once on the first row's field to learn its type */
      Value tested;
      if (g->nrows && gen_convert(g, col, CV_USER, &g->fields[c], &tested)) rt_decref(tested);
    }
    else if (kind < 0) gen_infer(g, col, c);
    else col->kind = kind, col->checked = true;
  }
}

static Value f_genfromtxt(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {
    "fname", "dtype", "comments", "delimiter", "skip_header", "skip_footer", "converters",
    "missing_values", "filling_values", "usecols", "names", "excludelist", "deletechars",
    "replace_space", "autostrip", "case_sensitive", "defaultfmt", "unpack", "usemask", "loose",
    "invalid_raise", "max_rows", "encoding", "ndmin", "like"};
  enum { FNAME, DTYPE, COMMENTS, DELIM, SKIPH, SKIPF, CONV, MISSING, FILLING, USECOLS, NAMES,
         EXCL, DELCH, REPSP, AUTOSTRIP, CASE, DEFFMT, UNPACK, USEMASK, LOOSE, INVRAISE, MAXROWS,
         ENCODING, NDMIN, LIKE, NARGS };
  Value v[NARGS];
  rt_parse_args("genfromtxt", argc, argv, kw, NARGS, names, 1, v);
  if (np_given(v[MAXROWS]) && np_given(v[SKIPF]) && rt_to_index(v[SKIPF], "skip_footer"))
    rt_raise(RT_EXC_ValueError, "The keywords 'skip_footer' and 'max_rows' can not be specified "
             "at the same time.");
  int64_t max_rows = np_given(v[MAXROWS]) ? rt_to_index(v[MAXROWS], "max_rows") : -1;
  if (np_given(v[MAXROWS]) && max_rows < 1) rt_raise(RT_EXC_ValueError, "'max_rows' must be at least 1.");
  int ndmin = np_given(v[NDMIN]) ? (int)rt_to_index(v[NDMIN], "ndmin") : 0;
  if (ndmin < 0 || ndmin > 2) rt_raise(RT_EXC_ValueError, "Illegal value of ndmin keyword: %d", ndmin);
  if (np_given(v[NAMES]) && !(v[NAMES].tag == RT_BOOL && !rt_truthy(v[NAMES])))
    rt_raise(RT_EXC_TypeError, "np.genfromtxt's names= gives a structured array: Weft's NumPy has none");
  if (np_given(v[USEMASK]) && rt_truthy(v[USEMASK]))
    rt_raise(RT_EXC_TypeError, "np.genfromtxt's usemask=True gives a masked array: Weft's NumPy has none");
  Value dtype = rt_is_undef(v[DTYPE]) ? rt_str_from_c("float64") : (rt_incref(v[DTYPE]), v[DTYPE]);
  int64_t skip_footer = np_given(v[SKIPF]) ? rt_to_index(v[SKIPF], "skip_footer") : 0;
  GenState g;
  memset(&g, 0, sizeof g);
  g.fn_float = g.fn_int = g.fn_complex = rt_undef();
  int mark = rt_cleanup_push_value(&dtype);
  rt_sb_init(&g.text);
  rt_cleanup_push(gen_free, &g);
  g.fn_float = rt_getattr(rt_builtins_module(), "float");
  g.fn_int = rt_getattr(rt_builtins_module(), "int");
  g.fn_complex = rt_getattr(rt_builtins_module(), "complex");
  gen_split_options(&g.split, v[COMMENTS], v[DELIM], v[AUTOSTRIP]);
  np_txt_read(v[FNAME], &g.text, NP_TXT_GENFROMTXT);
  int64_t use[GEN_MAX_COLS], nuse = 0;
  int64_t skip_header = np_given(v[SKIPH]) ? rt_to_index(v[SKIPH], "skip_header") : 0;
  /* what the cleanups below refer to lives until the function's end */
  Value out, name = rt_undef(), rows = rt_undef();
  StrBuf report;
  rt_sb_init(&report);
  rt_sb_cleanup_push(&report);
  rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&rows);
  const char *kwn[] = {"dtype"};
  if (!gen_read_rows(&g, skip_header, max_rows, v[USECOLS], use, &nuse)) {
    name = rt_to_str(v[FNAME]);
    char text[600];
    snprintf(text, sizeof text, "genfromtxt: Empty input file: \"%s\"", rt_str_data(name));
    gen_warn("UserWarning", text);
    rows = rt_list_new(0);
    if (rt_is_none(dtype)) dtype = rt_str_from_c("float64");
    out = np_callk("array", 1, &rows, 1, kwn, &dtype);
  } else {
    gen_columns(&g, dtype, v[CONV], v[MISSING], v[FILLING], use, nuse);
    gen_bad_report(&g, &skip_footer, &report);
    if (report.len && (rt_is_undef(v[INVRAISE]) || rt_truthy(v[INVRAISE])))
      rt_raise(RT_EXC_ValueError, "%s", report.data);
    if (report.len) gen_warn("ConversionWarning", report.data);
    g.nrows -= skip_footer < g.nrows ? (skip_footer > 0 ? skip_footer : 0) : g.nrows;
    if (rt_is_none(dtype)) {
      static const char *const inferred[] = {"bool", "int64", "float64", "complex128", "str"};
      int kind = gen_uniform(&g);
      if (kind == CV_STR && (rt_is_undef(v[ENCODING]) || (rt_is_str(v[ENCODING]) &&
                                                          !strcmp(rt_str_data(v[ENCODING]), "bytes"))))
        rt_raise(RT_EXC_TypeError, "np.genfromtxt(dtype=None) reads text columns as bytes (an 'S' "
                 "array) unless encoding= is given: Weft's NumPy has no bytes arrays; pass encoding=None");
      rt_decref(dtype);
      dtype = rt_str_from_c(inferred[kind]);
    }
    rows = gen_rows_list(&g);
    out = np_callk("array", 1, &rows, 1, kwn, &dtype);
  }
  rt_cleanup_pop(mark, true);
  return gen_shape(out, ndmin, np_given(v[UNPACK]) && rt_truthy(v[UNPACK]));
}

void np_register_genfromtxt(Value m) { rt_module_add_fn(m, "genfromtxt", f_genfromtxt); }

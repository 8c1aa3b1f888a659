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
 * until every non-missing field converts; when the columns agree (and have no names) the result
 * is a plain array of that type, else a structured one, as with names= or a record dtype. Text
 * fields in a structured result and bytes arrays are a TypeError naming the limit;
 * usemask=True gives a masked array (a masked structured one for records, np_ma_rec.c). The array itself is made by np.array(rows, dtype), as NumPy makes it.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_strarray.h"
#include "np_course.h"
#include "np_ma.h"
#include "../base/strbuf.h"
#include "np_record.h"
#include "np_stats.h"
#include "../obj/class.h"
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
  int64_t width;        /* > 0: fixed-width fields (< 0: none, as NumPy's empty range) */
  int64_t nwidths, widths[GEN_MAX_COLS]; /* > 0: a list of field widths (Python's slices) */
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
  Value names; /* a list of the columns' field names (owned), or RT_UNDEF: a plain array */
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
  rt_decref(g->names);
}

/* ---- splitting: NumPy's LineSplitter ---- */

static bool gen_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

static int64_t gen_push(GenField *out, int64_t n, const char *s, size_t len) {
  if (n < GEN_MAX_COLS) out[n] = (GenField){s, len};
  return n + 1;
}

/* A slice bound of Python's for a line of len bytes: negative counts from the end, clamped to
 * [0, len]. */
static int64_t gen_slice_bound(int64_t at, int64_t len) {
  if (at < 0) at = at < -len ? 0 : at + len;
  return at < len ? at : len;
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
    /* the fields are line[at:at + width] for the running sums `at` of the widths, Python's
     * slices: a negative bound counts from the end, a slice whose stop is before its start is
     * empty; the sums wrap around as NumPy's int64 cumsum does */
    for (int64_t k = 0, at = 0; k < sp->nwidths; k++) {
      int64_t next = (int64_t)((uint64_t)at + (uint64_t)sp->widths[k]);
      int64_t a = gen_slice_bound(at, e - p), b = gen_slice_bound(next, e - p);
      at = next;
      n = gen_push(out, n, p + a, b > a ? (size_t)(b - a) : 0);
    }
  } else if (sp->width < 0) { /* NumPy's range(0, len, width) is empty: no fields */
    return 0;
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

/* usecols as indices into the first line's fields (negative ones counted from its end, names
 * looked up in the field names). */
static int64_t gen_usecols(Value u, int64_t nfirst, Value names, int64_t *use) {
  if (!np_given(u)) return 0;
  bool seq = rt_is_list(u) || rt_is_tuple(u);
  Value parts = rt_undef();
  int mark = rt_cleanup_push_value(&parts);
  if (rt_is_str(u)) { /* "a, b": NumPy splits at commas */
    Value comma = rt_str_from_c(",");
    Value args[1] = {comma};
    Value split = rt_getattr(u, "split");
    parts = rt_call(split, 1, args, NULL);
    rt_decref(split);
    rt_decref(comma);
    u = parts;
    seq = true;
  }
  int64_t n = seq ? rt_len(u) : 1;
  if (n > GEN_MAX_COLS) rt_raise(RT_EXC_ValueError, "too many usecols");
  for (int64_t k = 0; k < n; k++) {
    Value c = seq ? rt_getitem(u, rt_int(k)) : (rt_incref(u), u);
    int m2 = rt_cleanup_push_value(&c);
    if (rt_is_str(c)) {
      if (rt_is_undef(names))
        rt_raise(RT_EXC_TypeError, "usecols names columns only when the columns have names (names=)");
      const char *want = rt_str_data(c);
      while (gen_space(*want)) want++;
      use[k] = -1;
      for (int64_t j = 0; j < rt_len(names) && use[k] < 0; j++) {
        const char *have = rt_str_data(RT_AS(List, names)->items[j]);
        size_t wl = strlen(want);
        while (wl && gen_space(want[wl - 1])) wl--;
        if (strlen(have) == wl && !strncmp(have, want, wl)) use[k] = j;
      }
      if (use[k] < 0) {
        Value r = rt_repr(c);
        rt_cleanup_push_value(&r);
        rt_raise(RT_EXC_ValueError, "%s is not in list", rt_str_data(r));
      }
    } else {
      use[k] = rt_to_index(c, "usecols");
      if (use[k] < 0) use[k] += nfirst;
    }
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark, true);
  return n;
}

/* NumPy's NameValidator with its defaults: stripped, spaces to '_', the characters
 * ~!@#$%^&*()-=+\|]}[{';: /?.>,< dropped, "" named f0, f1, ..., 'return' 'file' 'print'
 * given a '_', repeats numbered name_1, name_2. Returns a new list of str. */
static Value gen_validate_names(Value raw) {
  static const char deletechars[] = "~!@#$%^&*()-=+~\\|]}[{';: /?.>,<";
  int64_t n = rt_len(raw), nbempty = 0;
  Value out = rt_list_new(n), seen = rt_dict_new(); /* seen: how often each name came */
  int mark = rt_cleanup_push_value(&out);
  rt_cleanup_push_value(&seen);
  for (int64_t i = 0; i < n; i++) {
    Value item = rt_getitem(raw, rt_int(i));
    int m2 = rt_cleanup_push_value(&item);
    if (!rt_is_str(item)) rt_raise(RT_EXC_TypeError, "names must be strings");
    const char *s = rt_str_data(item);
    size_t len = strlen(s);
    while (len && gen_space(*s)) s++, len--;
    while (len && gen_space(s[len - 1])) len--;
    char buf[256];
    size_t k = 0;
    for (size_t j = 0; j < len && k + 1 < sizeof buf; j++) {
      char c = s[j] == ' ' ? '_' : s[j];
      if (c != '_' && strchr(deletechars, c)) continue;
      buf[k++] = c;
    }
    buf[k] = 0;
    if (!k) snprintf(buf, sizeof buf, "f%lld", (long long)nbempty++);
    else if (!strcmp(buf, "return") || !strcmp(buf, "file") || !strcmp(buf, "print")) strcat(buf, "_");
    Value base = rt_str_from_c(buf);
    rt_cleanup_push_value(&base);
    Value count = rt_dict_get(seen, base);
    int64_t cnt = rt_is_undef(count) ? 0 : count.as.i;
    rt_dict_set(seen, base, rt_int(cnt + 1));
    Value name = cnt ? rt_str_printf("%s_%lld", buf, (long long)cnt) : rt_str_from_c(buf);
    rt_list_append(out, name);
    rt_decref(name);
    rt_cleanup_pop(m2, true);
  }
  rt_decref(seen);
  rt_cleanup_pop(mark, false);
  return out;
}

/* The header line of names=True: NumPy takes the text after a comment marker when the line
 * has one ("# a b"), and drops a first field that is the marker itself. */
static Value gen_header_names(GenState *g, const char *p, const char *end, GenField *f) {
  GenSplit sp = g->split;
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  size_t cl = sp.comments ? strlen(sp.comments) : 0;
  const char *c = NULL;
  for (const char *q = p; cl && q + cl <= end && !c; q++)
    if (!memcmp(q, sp.comments, cl)) c = q;
  if (c) { /* ''.join(line.split(comments)[1:]) */
    for (const char *q = c + cl; q < end;) {
      const char *nx = NULL;
      for (const char *r = q; r + cl <= end && !nx; r++)
        if (!memcmp(r, sp.comments, cl)) nx = r;
      rt_sb_putn(&sb, q, (size_t)((nx ? nx : end) - q));
      q = nx ? nx + cl : end;
    }
    sp.comments = NULL;
    p = sb.data ? sb.data : "";
    end = p + sb.len;
  }
  int64_t nf = gen_split_line(&sp, p, end, f);
  Value raw = rt_list_new(nf);
  rt_cleanup_push_value(&raw);
  for (int64_t k = 0; k < nf && k < GEN_MAX_COLS; k++) {
    if (k == 0 && g->split.comments) { /* NumPy: `if fval in comments: del first_values[0]` */
      const char *s = f[0].s;
      size_t n = f[0].len;
      while (n && gen_space(*s)) s++, n--;
      while (n && gen_space(s[n - 1])) n--;
      char fval[64];
      if (n < sizeof fval) {
        memcpy(fval, s, n);
        fval[n] = 0;
        if (strstr(g->split.comments, fval)) continue;
      }
    }
    Value name = rt_str_new(f[k].s, f[k].len);
    rt_list_append(raw, name);
    rt_decref(name);
  }
  Value names = gen_validate_names(raw);
  rt_cleanup_pop(mark, true);
  return names;
}

/* Lines into rows; returns false when no line has fields (NumPy's empty file). header: take
 * the first line with fields as the names (names=True). */
static bool gen_read_rows(GenState *g, int64_t skip_header, int64_t max_rows, Value usecols,
                          bool header, int64_t *use, int64_t *nuse) {
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
    if (header) { /* the comment marker does not hide the names */
      GenSplit plain = g->split;
      plain.comments = NULL;
      nf = gen_split_line(&plain, p, end, f);
    } else {
      nf = gen_split_line(&g->split, p, end, f);
    }
    if (nf) break;
    p = nl ? nl + 1 : e;
  }
  if (p >= e) {
    rt_cleanup_pop(mark, true);
    return false;
  }
  if (header) {
    const char *nl = memchr(p, '\n', (size_t)(e - p)), *end = nl ? nl : e;
    rt_decref(g->names);
    g->names = gen_header_names(g, p, end, f);
    nf = rt_len(g->names);
    p = nl ? nl + 1 : e;
    line = 1; /* the header was NumPy's line 0 */
  }
  *nuse = gen_usecols(usecols, nf, g->names, use);
  g->ncols = *nuse ? *nuse : nf;
  if (g->ncols > GEN_MAX_COLS) rt_raise(RT_EXC_ValueError, "genfromtxt reads at most %d columns", GEN_MAX_COLS);
  if (*nuse && !rt_is_undef(g->names) && rt_len(g->names) > g->ncols) { /* the used columns' names */
    Value kept = rt_list_new(*nuse);
    for (int64_t k = 0; k < *nuse; k++)
      rt_list_append(kept, RT_AS(List, g->names)->items[use[k] < rt_len(g->names) ? use[k] : 0]);
    rt_decref(g->names);
    g->names = kept;
  }
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

/* numpy.lib._iotools: ConversionWarning, the UserWarning genfromtxt gives for the rows it
 * drops with invalid_raise=False. */
void np_iotools_module_init(Value m) {
  Value base = rt_exc_class(RT_EXC_UserWarning);
  Value bases = rt_tuple_from(1, &base);
  int mark = rt_cleanup_push_value(&bases);
  Value cls = rt_class_new("ConversionWarning", bases);
  rt_class_finish(cls, rt_none());
  rt_module_set(m, "ConversionWarning", cls);
  Value mod = rt_str_from_c("numpy.lib._iotools");
  rt_cleanup_push_value(&mod);
  rt_setattr(cls, "__module__", mod);
  rt_cleanup_pop(mark, true);
}

/* warnings.warn(text, category): category is UserWarning, ConversionWarning or a class numpy
 * has. */
static void gen_warn(const char *category, const char *text) {
  Value w = rt_import("warnings");
  int mark = rt_cleanup_push_value(&w);
  Value fn = rt_getattr(w, "warn");
  rt_cleanup_push_value(&fn);
  bool conv = !strcmp(category, "ConversionWarning"), user = !strcmp(category, "UserWarning");
  Value mod = rt_import(conv ? "numpy.lib._iotools" : user ? "builtins" : "numpy");
  rt_cleanup_push_value(&mod);
  Value args[2] = {rt_str_from_c(text), rt_getattr(mod, category)};
  rt_cleanup_push_value(&args[0]);
  rt_cleanup_push_value(&args[1]);
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

/* The columns' kind when they agree (dtype=None; NumPy counts only the columns a field
 * decided), or -1: NumPy's structured case. */
static int gen_uniform(const GenState *g) {
  int kind = -1;
  for (int64_t c = 0; c < g->ncols; c++) {
    int k = g->cols[c].kind == CV_USER ? CV_FLOAT : g->cols[c].kind;
    if (!g->cols[c].checked) continue;
    if (kind >= 0 && k != kind) return -1;
    kind = k;
  }
  return kind;
}

/* The structured dtype of dtype=None's columns: [(name, type), ...] with NumPy's types
 * ('<U' sized to the longest text; 'S' sized in bytes when the text is read as bytes). */
static Value gen_record_dtype(GenState *g, bool bytes) {
  static const char *const types[] = {"?", "<i8", "<f8", "<c16", "<U"};
  Value list = rt_list_new(g->ncols);
  int mark = rt_cleanup_push_value(&list);
  for (int64_t c = 0; c < g->ncols; c++) {
    int k = g->cols[c].kind == CV_USER || g->cols[c].kind == CV_INT_VIA_FLOAT ? CV_FLOAT : g->cols[c].kind;
    Value type;
    if (k == CV_STR) { /* NumPy: a '<U' field sized to the longest text */
      size_t longest = 1;
      for (int64_t r = 0; r < g->nrows; r++) { /* characters, not bytes */
        const GenField *f = &g->fields[r * g->ncols + c];
        size_t n = 0;
        for (size_t i = 0; i < f->len; i++) n += bytes || ((unsigned char)f->s[i] & 0xC0) != 0x80;
        longest = n > longest ? n : longest;
      }
      type = rt_str_printf(bytes ? "S%zu" : "<U%zu", longest);
    } else {
      type = rt_str_from_c(types[k]);
    }
    Value name = !rt_is_undef(g->names) && c < rt_len(g->names) ? (rt_incref(RT_AS(List, g->names)->items[c]), RT_AS(List, g->names)->items[c])
                                                                : rt_str_printf("f%lld", (long long)c);
    Value pair = rt_tuple_new(2);
    rt_tuple_set(pair, 0, name);
    rt_tuple_set(pair, 1, type);
    rt_list_append(list, pair);
    rt_decref(pair);
  }
  rt_cleanup_pop(mark, false);
  return list;
}

static int gen_kind_of(Value dtype, bool *is_str);

/* An explicit dtype with fields (or a plain one given names): numpy.dtype of it with the
 * names applied, and each column's kind from its field; RT_UNDEF when plain and unnamed. */
static Value gen_explicit_record(GenState *g, Value dtype, int *kinds) {
  Value str_type = rt_getattr(rt_builtins_module(), "str");
  const char *t = rt_is_str(dtype) ? rt_str_data(dtype) : "";
  bool text = rt_is(dtype, str_type) || t[0] == 'U' || t[0] == 'S' || (t[0] == '<' && t[1] == 'U');
  rt_decref(str_type);
  if (text && rt_is_undef(g->names)) return rt_undef();
  if (text)
    rt_raise(RT_EXC_TypeError, "np.genfromtxt: text columns with names= make string fields, and "
             "Weft's structured arrays have no string fields yet");
  Value dt = np_call1("dtype", dtype);
  int mark = rt_cleanup_push_value(&dt);
  Value fnames; /* Weft's plain dtypes have no names attribute (NumPy's: None) */
  if (!rt_try_getattr(dt, "names", &fnames)) fnames = rt_none();
  rt_cleanup_push_value(&fnames);
  if (rt_is_none(fnames) && rt_is_undef(g->names)) {
    rt_cleanup_pop(mark, true);
    return rt_undef();
  }
  Value list = rt_list_new(g->ncols);
  rt_cleanup_push_value(&list);
  bool is_str;
  int64_t nf = rt_is_none(fnames) ? 0 : rt_len(fnames);
  for (int64_t c = 0; c < g->ncols; c++) {
    Value ftype;
    if (nf) {
      Value fname = rt_getitem(fnames, rt_int(c < nf ? c : nf - 1));
      ftype = rt_getitem(dt, fname);
      rt_decref(fname);
    } else {
      ftype = dt;
      rt_incref(ftype);
    }
    int m2 = rt_cleanup_push_value(&ftype);
    kinds[c] = gen_kind_of(ftype, &is_str);
    Value name = !rt_is_undef(g->names) && c < rt_len(g->names) ? (rt_incref(RT_AS(List, g->names)->items[c]), RT_AS(List, g->names)->items[c])
                 : nf ? rt_getitem(fnames, rt_int(c < nf ? c : nf - 1)) : rt_str_printf("f%lld", (long long)c);
    Value pair = rt_tuple_new(2);
    rt_tuple_set(pair, 0, name);
    rt_incref(ftype);
    rt_tuple_set(pair, 1, ftype);
    rt_list_append(list, pair);
    rt_decref(pair);
    rt_cleanup_pop(m2, true);
  }
  rt_incref(list); /* the cleanups drop dt, fnames and one reference of list */
  rt_cleanup_pop(mark, true);
  return list;
}

/* The converted rows: lists, or tuples (records) for a structured dtype. */
static Value gen_rows_list(GenState *g, bool records) {
  Value rows = rt_list_new(g->nrows);
  int mark = rt_cleanup_push_value(&rows);
  for (int64_t r = 0; r < g->nrows; r++) {
    Value row = records ? rt_tuple_new(g->ncols) : rt_list_new(g->ncols);
    rt_list_append(rows, row);
    rt_decref(row);
    for (int64_t c = 0; c < g->ncols; c++) {
      const GenColumn *col = &g->cols[c];
      Value v;
      if (!gen_convert(g, col, col->kind, &g->fields[r * g->ncols + c], &v)) v = gen_default(col, col->kind);
      if (records) {
        rt_tuple_set(row, c, v); /* the tuple takes the reference */
        continue;
      }
      rt_list_append(row, v);
      rt_decref(v);
    }
  }
  rt_cleanup_pop(mark, false);
  return rows;
}

static Value gen_shape(Value a, int ndmin, bool unpack);

/* usemask=True: out (stolen) as a masked array, masked where a field was missing (empty or
 * one of missing_values), shaped as the plain result is. */
/* Records (names=True, a structured dtype): a masked structured array, each row's mask the
 * tuple of its fields' missing flags. */
static Value gen_masked_records(const GenState *g, Value out, int ndmin) {
  Value rows = rt_list_new(g->nrows), t = rt_undef();
  int mark = rt_cleanup_push_value(&rows);
  rt_cleanup_push_value(&t);
  for (int64_t r = 0; r < g->nrows; r++) {
    t = rt_tuple_new(g->ncols);
    for (int64_t c = 0; c < g->ncols; c++)
      rt_tuple_set(t, c, rt_bool(gen_is_missing(&g->cols[c], &g->fields[r * g->ncols + c])));
    rt_list_append(rows, t);
    rt_decref(t);
    t = rt_undef();
  }
  rt_incref(out); /* one row squeezed to 0-d, as the plain result is */
  Value shaped = gen_shape(out, ndmin, false);
  rt_cleanup_push_value(&shaped);
  bool one = g->nrows == 1 && RT_AS(Array, RT_AS(NpRecArr, shaped)->raw)->ndim == 1;
  Value m = np_ma_rec_from(shaped, one ? RT_AS(List, rows)->items[0] : rows);
  rt_cleanup_pop(mark, true);
  return m;
}

static Value gen_masked(const GenState *g, Value out, bool records, int ndmin, bool unpack) {
  int mark = rt_cleanup_push_value(&out);
  if (records) {
    Value m = gen_masked_records(g, out, ndmin);
    rt_cleanup_pop(mark, true);
    return m;
  }
  int64_t shape[2] = {g->nrows, g->ncols};
  Value mask = rt_array_new(DT_BOOL, 2, shape, false), m2 = rt_undef(), o2 = rt_undef();
  rt_cleanup_push_value(&mask);
  rt_cleanup_push_value(&m2);
  rt_cleanup_push_value(&o2);
  uint8_t *mp = (uint8_t *)RT_AS(Array, mask)->data;
  for (int64_t r = 0; r < g->nrows; r++)
    for (int64_t c = 0; c < g->ncols; c++)
      mp[r * g->ncols + c] = gen_is_missing(&g->cols[c], &g->fields[r * g->ncols + c]);
  Value sh = rt_getattr(out, "shape");
  m2 = np_callk("reshape", 2, (Value[]){mask, sh}, 0, NULL, NULL);
  rt_decref(sh);
  rt_incref(out);
  o2 = gen_shape(out, ndmin, unpack);
  Value m1 = m2;
  m2 = rt_undef();
  m2 = gen_shape(m1, ndmin, unpack);
  Value r = np_ma_new(o2, m2, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

/* a numeric or a string array's ndim */
static int64_t gen_ndim(Value a) {
  if (rt_is_array(a)) return RT_AS(Array, a)->ndim;
  Value nd = rt_getattr(a, "ndim");
  int64_t n = rt_to_index(nd, "ndim");
  rt_decref(nd);
  return n;
}

/* NumPy's _ensure_ndmin_ndarray, then unpack's transpose. */
static Value gen_shape(Value a, int ndmin, bool unpack) {
  if (np_is_recarr(a)) { /* records: only the squeeze applies (a structured unpack is earlier) */
    int mark = rt_cleanup_push_value(&a);
    Value nd = rt_getattr(a, "ndim");
    Value s = nd.as.i > ndmin ? np_call1("squeeze", a) : (rt_incref(a), a);
    rt_cleanup_pop(mark, true);
    return s;
  }
  if (!rt_is_array(a) && !np_is_strarr(a)) return a;
  int mark = rt_cleanup_push_value(&a);
  if (gen_ndim(a) > ndmin) {
    Value s = np_call1("squeeze", a);
    rt_decref(a);
    a = s;
  }
  if (gen_ndim(a) < ndmin) {
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
       rt_str_data(dtype)[0]) || is_str_type || np_str_dtype_width(dtype) >= 0 ||
      np_bytes_dtype_width(dtype) >= 0) { /* dtype('<U1') fields of a structured dtype too */
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

/* kinds: each column's kind from a structured dtype (NULL: one dtype for all, or None). */
static void gen_columns(GenState *g, Value dtype, const int *kinds, Value converters, Value missing,
                        Value filling, const int64_t *use, int64_t nuse) {
  g->cols = rt_malloc((size_t)g->ncols * sizeof(GenColumn));
  memset(g->cols, 0, (size_t)g->ncols * sizeof(GenColumn));
  bool is_str;
  int kind = rt_is_none(dtype) || kinds ? -1 : gen_kind_of(dtype, &is_str);
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
    else if (kinds) col->kind = kinds[c], col->checked = true;
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
  Value timed = np_txt_time_call("genfromtxt", argc, argv, kw);
  if (!rt_is_undef(timed)) return timed;
  if (np_given(v[MAXROWS]) && np_given(v[SKIPF]) && rt_to_index(v[SKIPF], "skip_footer"))
    rt_raise(RT_EXC_ValueError, "The keywords 'skip_footer' and 'max_rows' can not be specified "
             "at the same time.");
  int64_t max_rows = np_given(v[MAXROWS]) ? rt_to_index(v[MAXROWS], "max_rows") : -1;
  if (np_given(v[MAXROWS]) && max_rows < 1) rt_raise(RT_EXC_ValueError, "'max_rows' must be at least 1.");
  int ndmin = np_given(v[NDMIN]) ? (int)rt_to_index(v[NDMIN], "ndmin") : 0;
  if (ndmin < 0 || ndmin > 2) rt_raise(RT_EXC_ValueError, "Illegal value of ndmin keyword: %d", ndmin);
  bool usemask = np_given(v[USEMASK]) && rt_truthy(v[USEMASK]);
  Value dtype = rt_is_undef(v[DTYPE]) ? rt_str_from_c("float64") : (rt_incref(v[DTYPE]), v[DTYPE]);
  int64_t skip_footer = np_given(v[SKIPF]) ? rt_to_index(v[SKIPF], "skip_footer") : 0;
  GenState g;
  memset(&g, 0, sizeof g);
  g.fn_float = g.fn_int = g.fn_complex = g.names = rt_undef();
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
  Value out, name = rt_undef(), rows = rt_undef(), record = rt_undef(), split = rt_undef();
  int *kinds = rt_malloc(GEN_MAX_COLS * sizeof(int));
  rt_cleanup_push(free, kinds);
  StrBuf report;
  rt_sb_init(&report);
  rt_sb_cleanup_push(&report);
  rt_cleanup_push_value(&name);
  rt_cleanup_push_value(&rows);
  rt_cleanup_push_value(&record);
  rt_cleanup_push_value(&split);
  bool header = v[NAMES].tag == RT_BOOL && rt_truthy(v[NAMES]);
  if (rt_is_str(v[NAMES])) { /* "a, b": the names split at commas */
    Value comma = rt_str_from_c(",");
    Value fn = rt_getattr(v[NAMES], "split");
    split = rt_call(fn, 1, &comma, NULL);
    rt_decref(fn);
    rt_decref(comma);
    g.names = gen_validate_names(split);
  } else if (!header && np_given(v[NAMES]) && v[NAMES].tag != RT_BOOL) {
    g.names = gen_validate_names(v[NAMES]);
  }
  const char *kwn[] = {"dtype"};
  if (!gen_read_rows(&g, skip_header, max_rows, v[USECOLS], header, use, &nuse)) {
    name = rt_to_str(v[FNAME]);
    char text[600];
    snprintf(text, sizeof text, "genfromtxt: Empty input file: \"%s\"", rt_str_data(name));
    gen_warn("UserWarning", text);
    rows = rt_list_new(0);
    if (rt_is_none(dtype)) dtype = rt_str_from_c("float64");
    out = np_callk("array", 1, &rows, 1, kwn, &dtype);
  } else {
    if (!rt_is_none(dtype)) record = gen_explicit_record(&g, dtype, kinds);
    gen_columns(&g, dtype, rt_is_undef(record) ? NULL : kinds, v[CONV], v[MISSING], v[FILLING], use, nuse);
    gen_bad_report(&g, &skip_footer, &report);
    if (report.len && (rt_is_undef(v[INVRAISE]) || rt_truthy(v[INVRAISE])))
      rt_raise(RT_EXC_ValueError, "%s", report.data);
    if (report.len) gen_warn("ConversionWarning", report.data);
    g.nrows -= skip_footer < g.nrows ? (skip_footer > 0 ? skip_footer : 0) : g.nrows;
    if (rt_is_none(dtype)) {
      static const char *const inferred[] = {"bool", "int64", "float64", "complex128", "str"};
      /* without encoding= NumPy 1.24 reads text columns as bytes ('S'), with its warning */
      bool bytes_mode = rt_is_undef(v[ENCODING]) ||
                        (rt_is_str(v[ENCODING]) && !strcmp(rt_str_data(v[ENCODING]), "bytes"));
      bool any_text = false;
      for (int64_t c = 0; c < g.ncols; c++) any_text = any_text || g.cols[c].kind == CV_STR;
      bytes_mode = bytes_mode && any_text;
      if (bytes_mode)
        gen_warn("VisibleDeprecationWarning", "Reading unicode strings without specifying the "
                 "encoding argument is deprecated. Set the encoding, use None for the system "
                 "default.");
      int kind = gen_uniform(&g);
      if (kind >= 0 && rt_is_undef(g.names)) {
        rt_decref(dtype);
        dtype = rt_str_from_c(bytes_mode && kind == CV_STR ? "bytes" : inferred[kind]);
      } else {
        record = gen_record_dtype(&g, bytes_mode);
      }
    }
    rows = gen_rows_list(&g, !rt_is_undef(record));
    out = np_callk("array", 1, &rows, 1, kwn, rt_is_undef(record) ? &dtype : &record);
    if (usemask) { /* gen_masked takes out */
      Value masked = gen_masked(&g, out, !rt_is_undef(record), ndmin,
                                np_given(v[UNPACK]) && rt_truthy(v[UNPACK]));
      rt_cleanup_pop(mark, true);
      return masked;
    }
  }
  bool unpack = np_given(v[UNPACK]) && rt_truthy(v[UNPACK]);
  if (unpack && !rt_is_undef(record)) { /* each field's array: NumPy's unpack of records */
    out = gen_shape(out, ndmin, false);
    rt_cleanup_push_value(&out);
    Value odt = rt_getattr(out, "dtype");
    rt_cleanup_push_value(&odt);
    Value fields = rt_getattr(odt, "names");
    rt_cleanup_push_value(&fields);
    Value r;
    if (rt_len(fields) == 1) {
      Value f0 = rt_getitem(fields, rt_int(0));
      r = rt_getitem(out, f0);
      rt_decref(f0);
    } else {
      r = rt_list_new(rt_len(fields));
      for (int64_t k = 0; k < rt_len(fields); k++) {
        Value fk = rt_getitem(fields, rt_int(k));
        Value col = rt_getitem(out, fk);
        rt_list_append(r, col);
        rt_decref(col);
        rt_decref(fk);
      }
    }
    rt_cleanup_pop(mark, true);
    return r;
  }
  rt_cleanup_pop(mark, true);
  return gen_shape(out, ndmin, unpack);
}

void np_register_genfromtxt(Value m) { rt_module_add_fn(m, "genfromtxt", f_genfromtxt); }

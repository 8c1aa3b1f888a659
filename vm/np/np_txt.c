/* np_txt.c — NumPy's text files: np.savetxt and np.loadtxt, and where their text comes from.
 *
 * A source (np_txt_read) is what NumPy 1.24 accepts: a file name, an object with read() (an
 * open() file, io.StringIO) or an iterable of lines (a list, a generator), str or bytes (bytes
 * decoded as Latin-1, as NumPy does); a sink is a file name or an object with write().
 *
 * np.savetxt formats each row with Python's % (the row format is fmt once per column joined
 * by the delimiter), so its text is NumPy's. np.loadtxt has NumPy 1.24's options (quotechar=
 * through NumPy's tokenizer rules, within one line), with NumPy's error messages; converters receive the field as bytes, as NumPy's
 * default encoding='bytes' gives them. The warnings NumPy prints on stderr (no data, integers
 * parsed via float) are not printed. np.genfromtxt is np_genfromtxt.c's.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "np_record.h"
#include "np_stats.h"
#include "np_strarray.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/modules.h"
#include "../obj/ops.h"

/* ---- sources ---- */

/* A str or bytes piece of text onto sb (bytes as Latin-1 to UTF-8); false for other values. */
static bool txt_put_piece(StrBuf *sb, Value piece) {
  if (rt_is_str(piece)) {
    rt_sb_putn(sb, rt_str_data(piece), (size_t)RT_AS(Str, piece)->nbytes);
    return true;
  }
  if (!rt_is_bytes_like(piece)) return false;
  const Bytes *b = RT_AS(Bytes, piece);
  for (int64_t i = 0; i < b->n; i++) {
    uint8_t c = b->data[i];
    if (c < 0x80) {
      rt_sb_putc(sb, (char)c);
    } else {
      rt_sb_putc(sb, (char)(0xC0 | (c >> 6)));
      rt_sb_putc(sb, (char)(0x80 | (c & 0x3F)));
    }
  }
  return true;
}

static void txt_read_file(const char *path, Value name, StrBuf *sb) {
  FILE *f = fopen(path, "r");
  if (!f && errno == ENOENT) /* NumPy's DataSource words it so */
    rt_raise(RT_EXC_FileNotFoundError, "%s not found.", path);
  if (!f) rt_raise_os_error(errno, name);
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) rt_sb_putn(sb, chunk, n);
  fclose(f);
}

void np_txt_read(Value src, StrBuf *sb, NpTxtCaller who) {
  static const char *const bad[] = {
    "fname must be a string, filehandle, list of strings,\nor generator. Got <class '%s'> instead.",
    "fname must be a string, a filehandle, a sequence of strings,\nor an iterator of strings. "
    "Got <class '%s'> instead."};
  if (rt_is_str(src)) {
    txt_read_file(rt_str_data(src), src, sb);
    return;
  }
  Value read;
  if (rt_try_getattr(src, "read", &read)) {
    int mark = rt_cleanup_push_value(&read);
    Value text = rt_call(read, 0, NULL, NULL);
    rt_cleanup_push_value(&text);
    if (!txt_put_piece(sb, text))
      rt_raise(RT_EXC_TypeError, "read() returned '%s', not text", rt_type_name(text));
    rt_cleanup_pop(mark, true);
    return;
  }
  if (src.tag == RT_INT || src.tag == RT_FLOAT || src.tag == RT_BOOL || rt_is_none(src))
    rt_raise(who == NP_TXT_LOADTXT ? RT_EXC_ValueError : RT_EXC_TypeError, bad[who],
             rt_type_name(src));
  Value it = rt_iter(src), line = rt_undef();
  int mark = rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&line);
  while (rt_next(it, &line)) {
    size_t before = sb->len;
    if (!txt_put_piece(sb, line))
      rt_raise(RT_EXC_TypeError, "the lines of a text source must be str or bytes, not '%s'",
               rt_type_name(line));
    if (sb->len == before || sb->data[sb->len - 1] != '\n') rt_sb_putc(sb, '\n');
    rt_decref(line);
    line = rt_undef();
  }
  rt_cleanup_pop(mark, true);
}

bool np_txt_callable(Value v) {
  if (rt_is_instance(v)) return rt_instance_callable(v);
  return rt_is_obj(v) && v.as.o->type->call != NULL;
}

/* ---- sinks: a FILE for a file name, or an object's write() ---- */

typedef struct TxtSink {
  FILE *f;
  Value write; /* owned; RT_UNDEF with a FILE */
} TxtSink;

static void txt_sink_close(void *p) {
  TxtSink *s = p;
  if (s->f) fclose(s->f);
  rt_decref(s->write);
  s->f = NULL;
  s->write = rt_undef();
}

static void txt_put(TxtSink *s, const char *text) {
  if (s->f) {
    fputs(text, s->f);
    return;
  }
  Value t = rt_str_from_c(text);
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_call(s->write, 1, &t, NULL);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
}

/* Opens the sink; registers its closing (the caller's rt_cleanup_pop runs it). */
static void txt_sink_open(TxtSink *s, Value fname) {
  s->f = NULL;
  s->write = rt_undef();
  rt_cleanup_push(txt_sink_close, s);
  if (rt_is_str(fname)) {
    s->f = fopen(rt_str_data(fname), "w");
    if (!s->f) rt_raise_os_error(errno, fname);
  } else if (!rt_try_getattr(fname, "write", &s->write)) {
    rt_raise(RT_EXC_ValueError, "fname must be a string or file handle");
  }
}

/* The row format: fmt once per column joined by the delimiter, or a full row format. */
static Value txt_row_format(Value fmt, Value delim, int64_t ncol) {
  if (rt_is_str(fmt)) {
    int64_t n = 0;
    for (const char *p = rt_str_data(fmt); *p; p++) n += *p == '%';
    if (n != 1) {
      if (n != ncol)
        rt_raise(RT_EXC_ValueError, "fmt has wrong number of %% formats:  %s", rt_str_data(fmt));
      rt_incref(fmt);
      return fmt;
    }
  } else if (!rt_is_list(fmt) && !rt_is_tuple(fmt)) {
    Value r = rt_to_str(fmt);
    rt_cleanup_push_value(&r); /* released after the message is made */
    rt_raise(RT_EXC_ValueError, "invalid fmt: %s", rt_str_data(r));
  }
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  bool seq = !rt_is_str(fmt);
  int64_t nf = seq ? rt_len(fmt) : ncol;
  if (seq && nf != ncol) {
    Value r = rt_to_str(fmt);
    rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_AttributeError, "fmt has wrong shape.  %s", rt_str_data(r));
  }
  for (int64_t c = 0; c < ncol; c++) {
    if (c) rt_sb_puts(&sb, rt_str_data(delim));
    Value f = seq ? rt_getitem(fmt, rt_int(c)) : (rt_incref(fmt), fmt);
    rt_sb_puts(&sb, rt_is_str(f) ? rt_str_data(f) : "");
    rt_decref(f);
  }
  Value r = rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* text with every newline followed by the comment marker, as savetxt writes header/footer */
static void txt_commented(TxtSink *s, const char *comments, const char *text, const char *nl) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, comments);
  for (const char *p = text; *p; p++) {
    rt_sb_putc(&sb, *p);
    if (*p == '\n') rt_sb_puts(&sb, comments);
  }
  rt_sb_puts(&sb, nl);
  txt_put(s, sb.data);
  rt_cleanup_pop(mark, true);
}

static void txt_rows(TxtSink *s, const Array *a, Value rowfmt, const char *nl) {
  int64_t nrow = a->ndim ? a->shape[0] : 0, ncol = a->ndim == 2 ? a->shape[1] : 1;
  for (int64_t r = 0; r < nrow; r++) {
    Value t = rt_tuple_new(ncol);
    int mark = rt_cleanup_push_value(&t);
    for (int64_t c = 0; c < ncol; c++)
      rt_tuple_set(t, c, np_elem_to_py(a->dtype, a->data + r * a->strides[0] +
                                                     (a->ndim == 2 ? c * a->strides[1] : 0)));
    Value line = rt_binop(RT_OP_MOD, rowfmt, t);
    rt_cleanup_push_value(&line);
    txt_put(s, rt_str_data(line));
    txt_put(s, nl);
    rt_cleanup_pop(mark, true);
  }
}

typedef struct TxtMod {
  Value fmt, args, out;
} TxtMod;

static void txt_mod_job(void *ud) {
  TxtMod *m = ud;
  m->out = rt_binop(RT_OP_MOD, m->fmt, m->args);
}

/* fmt % args for the rows of array x, or NumPy's mismatch TypeError where it raised TypeError */
static Value txt_format_row(Value x, Value fmt, Value args) {
  TxtMod m = {fmt, args, rt_undef()};
  if (rt_pcall(txt_mod_job, &m) == 0) return m.out;
  if (!rt_exc_kind_is(rt_error_current()->kind, RT_EXC_TypeError)) rt_reraise();
  rt_error_clear();
  Value dt = rt_getattr(x, "dtype");
  int mark = rt_cleanup_push_value(&dt);
  Value ds = rt_to_str(dt);
  rt_cleanup_push_value(&ds);
  rt_raise(RT_EXC_TypeError, "Mismatch between array dtype ('%s') and format specifier ('%s')",
           rt_str_data(ds), rt_str_data(fmt));
  (void)mark;
}

/* A structured array's rows (each record's fields, r.item()) or a 2-D string array's (each
 * row's items) through the row format. */
static void txt_record_rows(TxtSink *s, Value recs, Value rowfmt, const char *nl, bool records) {
  int64_t nrow = rt_len(recs);
  for (int64_t r = 0; r < nrow; r++) {
    Value rec = rt_getitem(recs, rt_int(r)), t = rt_undef(), line = rt_undef();
    int mark = rt_cleanup_push_value(&rec);
    rt_cleanup_push_value(&t);
    rt_cleanup_push_value(&line);
    if (records) {
      Value item = rt_getattr(rec, "item");
      t = rt_call(item, 0, NULL, NULL);
      rt_decref(item);
    } else {
      int64_t n = rt_len(rec);
      t = rt_tuple_new(n);
      for (int64_t c = 0; c < n; c++) rt_tuple_set(t, c, rt_getitem(rec, rt_int(c)));
    }
    line = records ? rt_binop(RT_OP_MOD, rowfmt, t) : txt_format_row(recs, rowfmt, t);
    txt_put(s, rt_str_data(line));
    txt_put(s, nl);
    rt_cleanup_pop(mark, true);
  }
}

static Value savetxt_rows(const Value *v, Value rows, bool records, Value rowfmt, const char *nl,
                          const char *comments, int mark);

static Value savetxt_records(const Value *v) {
  Value dt = rt_getattr(v[1], "dtype"), fields = rt_undef();
  int mark = rt_cleanup_push_value(&dt);
  rt_cleanup_push_value(&fields);
  fields = rt_getattr(dt, "names");
  if (rt_getattr(v[1], "ndim").as.i != 1)
    rt_raise(RT_EXC_ValueError, "Weft's np.savetxt writes 1-D structured arrays only");
  Value rows = v[1];
  bool records = true;
  Value fmt = np_given(v[2]) ? (rt_incref(v[2]), v[2]) : rt_str_from_c("%.18e");
  rt_cleanup_push_value(&fmt);
  Value delim = np_given(v[3]) ? (rt_incref(v[3]), v[3]) : rt_str_from_c(" ");
  rt_cleanup_push_value(&delim);
  const char *nl = np_given(v[4]) ? rt_str_data(v[4]) : "\n";
  const char *comments = np_given(v[7]) ? rt_str_data(v[7]) : "# ";
  Value rowfmt = txt_row_format(fmt, delim, rt_len(fields));
  rt_cleanup_push_value(&rowfmt);
  return savetxt_rows(v, rows, records, rowfmt, nl, comments, mark);
}

/* np.savetxt of a string array (or a list of strs): 1-D as one column, 2-D row by row */
static Value savetxt_text(const Value *v) {
  Value x = np_is_strarr(v[1]) ? (rt_incref(v[1]), v[1]) : np_strarr_from_value(v[1], 0);
  int mark = rt_cleanup_push_value(&x);
  Value nd = rt_getattr(x, "ndim");
  int64_t ndim = rt_to_index(nd, "ndim");
  rt_decref(nd);
  if (ndim == 0 || ndim > 2)
    rt_raise(RT_EXC_ValueError, "Expected 1D or 2D array, got %dD array instead", (int)ndim);
  Value rows = x;
  if (ndim == 1) {
    Value t = np_call1("atleast_2d", x);
    rows = np_call1("transpose", t);
    rt_decref(t);
    rt_decref(x);
    x = rows;
  }
  Value fmt = np_given(v[2]) ? (rt_incref(v[2]), v[2]) : rt_str_from_c("%.18e");
  rt_cleanup_push_value(&fmt);
  Value delim = np_given(v[3]) ? (rt_incref(v[3]), v[3]) : rt_str_from_c(" ");
  rt_cleanup_push_value(&delim);
  const char *nl = np_given(v[4]) ? rt_str_data(v[4]) : "\n";
  const char *comments = np_given(v[7]) ? rt_str_data(v[7]) : "# ";
  int64_t ncol = 1;
  if (rt_len(rows) > 0) {
    Value first = rt_getitem(rows, rt_int(0));
    ncol = rt_len(first);
    rt_decref(first);
  }
  Value rowfmt = txt_row_format(fmt, delim, ncol);
  rt_cleanup_push_value(&rowfmt);
  return savetxt_rows(v, rows, false, rowfmt, nl, comments, mark);
}

/* The header, the rows and the footer; pops the caller's cleanups from mark. */
static Value savetxt_rows(const Value *v, Value rows, bool records, Value rowfmt, const char *nl,
                          const char *comments, int mark) {
  TxtSink sink;
  txt_sink_open(&sink, v[0]);
  if (np_given(v[5]) && RT_AS(Str, v[5])->nbytes) txt_commented(&sink, comments, rt_str_data(v[5]), nl);
  txt_record_rows(&sink, rows, rowfmt, nl, records);
  if (np_given(v[6]) && RT_AS(Str, v[6])->nbytes) txt_commented(&sink, comments, rt_str_data(v[6]), nl);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ---- complex arrays: each item as its real and imaginary parts ---- */

/* NumPy's row format for a complex array: a single-% fmt becomes ' (F+Fj)' per column, a
 * longer one must hold two formats per column, a list one per column (its rows then meet twice
 * as many values as formats, Python's own TypeError). */
static Value txt_complex_format(Value fmt, Value delim, int64_t ncol) {
  if (!rt_is_str(fmt)) return txt_row_format(fmt, delim, ncol);
  int64_t n = 0;
  for (const char *p = rt_str_data(fmt); *p; p++) n += *p == '%';
  if (n != 1) {
    if (n != 2 * ncol)
      rt_raise(RT_EXC_ValueError, "fmt has wrong number of %% formats:  %s", rt_str_data(fmt));
    rt_incref(fmt);
    return fmt;
  }
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  for (int64_t c = 0; c < ncol; c++) {
    if (c) rt_sb_puts(&sb, rt_str_data(delim));
    rt_sb_puts(&sb, " (");
    rt_sb_puts(&sb, rt_str_data(fmt));
    rt_sb_putc(&sb, '+');
    rt_sb_puts(&sb, rt_str_data(fmt));
    rt_sb_puts(&sb, "j)");
  }
  Value r = rt_str_new(sb.data ? sb.data : "", sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The rows: fmt % (re0, im0, re1, im1, ...) with the parts as NumPy scalars, '+-' made '-'. */
static void txt_complex_rows(TxtSink *s, const Array *a, Value rowfmt, const char *nl) {
  int64_t nrow = a->shape[0], ncol = a->ndim == 2 ? a->shape[1] : 1;
  DType part = a->dtype == DT_COMPLEX64 ? DT_FLOAT32 : a->dtype == DT_COMPLEX128 ? DT_FLOAT64 : DT_LONGDOUBLE;
  size_t half = (size_t)rt_dtypes[a->dtype].itemsize / 2;
  for (int64_t r = 0; r < nrow; r++) {
    Value t = rt_tuple_new(2 * ncol), line = rt_undef();
    int mark = rt_cleanup_push_value(&t);
    rt_cleanup_push_value(&line);
    for (int64_t c = 0; c < ncol; c++) {
      const char *e = a->data + r * a->strides[0] + (a->ndim == 2 ? c * a->strides[1] : 0);
      rt_tuple_set(t, 2 * c, rt_npscalar_new(part, e));
      rt_tuple_set(t, 2 * c + 1, rt_npscalar_new(part, e + half));
    }
    line = rt_binop(RT_OP_MOD, rowfmt, t);
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_cleanup_push(&sb);
    for (const char *p = rt_str_data(line); *p; p++)
      if (!(p[0] == '+' && p[1] == '-')) rt_sb_putc(&sb, *p);
    rt_sb_puts(&sb, nl);
    txt_put(s, sb.data);
    rt_cleanup_pop(mark, true);
  }
}

static Value f_savetxt(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"fname", "X", "fmt", "delimiter", "newline",
                                      "header", "footer", "comments", "encoding"};
  Value v[9];
  rt_parse_args("savetxt", argc, argv, kw, 9, names, 2, v);
  if (np_is_recarr(v[1])) return savetxt_records(v);
  if (np_is_strarr(v[1]) || ((rt_is_list(v[1]) || rt_is_tuple(v[1])) && np_str_leaves(v[1])))
    return savetxt_text(v);
  Value a = rt_array_from_value(v[1], -1);
  int mark = rt_cleanup_push_value(&a);
  const Array *aa = RT_AS(Array, a);
  if (aa->ndim == 0 || aa->ndim > 2)
    rt_raise(RT_EXC_ValueError, "Expected 1D or 2D array, got %dD array instead", aa->ndim);
  bool cplx = rt_dtypes[aa->dtype].kind == 'c';
  Value fmt = np_given(v[2]) ? v[2] : rt_str_from_c("%.18e");
  Value delim = np_given(v[3]) ? v[3] : rt_str_from_c(" ");
  const char *nl = np_given(v[4]) ? rt_str_data(v[4]) : "\n";
  const char *comments = np_given(v[7]) ? rt_str_data(v[7]) : "# ";
  int64_t ncol = aa->ndim == 2 ? aa->shape[1] : 1;
  Value rowfmt = cplx ? txt_complex_format(fmt, delim, ncol) : txt_row_format(fmt, delim, ncol);
  if (!np_given(v[2])) rt_decref(fmt);
  if (!np_given(v[3])) rt_decref(delim);
  rt_cleanup_push_value(&rowfmt);
  TxtSink sink;
  txt_sink_open(&sink, v[0]);
  if (np_given(v[5]) && RT_AS(Str, v[5])->nbytes) txt_commented(&sink, comments, rt_str_data(v[5]), nl);
  if (cplx) txt_complex_rows(&sink, aa, rowfmt, nl);
  else txt_rows(&sink, aa, rowfmt, nl);
  if (np_given(v[6]) && RT_AS(Str, v[6])->nbytes) txt_commented(&sink, comments, rt_str_data(v[6]), nl);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* loadtxt's options and the values read so far (doubles or, for integer dtypes, int64s). */
typedef struct TxtLoad {
  DType dt;
  const char *comments, *delim; /* NULL: none / whitespace */
  int64_t skiprows, nuse, use[RT_MAXDIM * 4];
  bool usecols;
  int64_t ncols, nrows, n, cap, max_rows; /* max_rows < 0: all */
  Value converters; /* borrowed: a dict {column: function}, a function for all, or RT_UNDEF */
  double *f;
  int64_t *i;
  char quote;       /* quotechar=, 0 for none */
  char *qbuf;       /* the fields of a line read with quotechar, unquoted */
  size_t qcap;
  Value text_rows;  /* a text dtype with quotechar=: a list of rows, each a list of str */
} TxtLoad;

static void txt_free(void *p) {
  TxtLoad *t = p;
  free(t->f);
  free(t->i);
  free(t->qbuf);
  if (rt_is_list(t->text_rows)) rt_decref(t->text_rows);
}

/* One field into the value buffers, or NumPy's conversion error. */
/* The converter for column col (the file's numbering), or RT_UNDEF. */
static Value txt_converter(const TxtLoad *t, int64_t col) {
  if (rt_is_undef(t->converters)) return rt_undef();
  if (!rt_is_dict(t->converters)) return t->converters;
  return rt_dict_get(t->converters, rt_int(col));
}

/* d cast to the integer dtype dt as NumPy's C cast does it (x86-64's value for NaN and out of
 * range, narrow types through int32: rt_elem_set_f64), read back as an int64 of the same bits. */
static int64_t txt_float_to_int(DType dt, double d) {
  char cell[16];
  rt_elem_set_f64(dt, cell, d);
  return rt_elem_get_i64(dt, cell);
}

/* A field through a user converter: the function gets the field's bytes, as NumPy 1.24's
 * default encoding='bytes' passes them, and its result is taken as a number. */
static void txt_converted(TxtLoad *t, Value fn, const char *s, size_t len, int64_t row, int64_t col) {
  Value b = rt_bytes_new(&rt_bytes_type, s, len);
  int mark = rt_cleanup_push_value(&b);
  Value r = rt_call(fn, 1, &b, NULL);
  rt_cleanup_push_value(&r);
  if (r.tag == RT_INT || r.tag == RT_BOOL) {
    t->i[t->n] = rt_to_index(r, "converter");
    t->f[t->n] = (double)t->i[t->n];
  } else {
    double d = rt_to_double(r, "converter");
    /* an integer dtype takes int(d), which must fit int64 (uint64 for uint64), then wraps into
     * the dtype */
    bool isint = rt_dtypes[t->dt].kind == 'i' || rt_dtypes[t->dt].kind == 'u';
    double top = t->dt == DT_UINT64 ? 18446744073709551616.0 : 9223372036854775808.0;
    if (isint && !(d >= -9223372036854775808.0 && d < top)) /* NaN too */
      rt_raise(RT_EXC_ValueError, "could not convert string '%.*s' to %s at row %lld, column %lld.",
               (int)len, s, rt_dtypes[t->dt].name, (long long)row, (long long)col + 1);
    t->f[t->n] = d;
    t->i[t->n] = !isint ? 0 : d < 9223372036854775808.0 ? (int64_t)d : (int64_t)(uint64_t)d;
  }
  t->n++;
  rt_cleanup_pop(mark, true);
}

static void txt_field(TxtLoad *t, const char *s, size_t len, int64_t row, int64_t col) {
  if (rt_is_list(t->text_rows)) { /* the field as it is, into the row's list */
    List *rows = RT_AS(List, t->text_rows);
    Value f = rt_str_new(s, len);
    rt_list_append(rows->items[rows->n - 1], f);
    rt_decref(f);
    return;
  }
  char buf[256];
  const char *raw = s; /* NumPy's message shows the field as it was, spaces kept */
  size_t rawlen = len;
  Value fn = txt_converter(t, col);
  while (len && (*s == ' ' || *s == '\t' || *s == '\n')) s++, len--; /* '\n': quoted */
  while (len && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\r' || s[len - 1] == '\n')) len--;
  if (t->n == t->cap) {
    t->cap = t->cap ? 2 * t->cap : 64;
    t->f = rt_realloc(t->f, (size_t)t->cap * sizeof(double));
    t->i = rt_realloc(t->i, (size_t)t->cap * sizeof(int64_t));
  }
  if (!rt_is_undef(fn)) {
    txt_converted(t, fn, s, len, row, col);
    return;
  }
  if (len >= sizeof buf) len = sizeof buf - 1;
  memcpy(buf, s, len);
  buf[len] = 0;
  char *end;
  bool isint = rt_dtypes[t->dt].kind == 'i' || rt_dtypes[t->dt].kind == 'u';
  if (isint) {
    errno = 0;
    long long v = strtoll(buf, &end, 10);
    if (len && !*end && !errno) {
      t->i[t->n++] = v;
      return;
    }
  }
  double d = strtod(buf, &end);
  if (!len || *end)
    rt_raise(RT_EXC_ValueError, "could not convert string '%.*s' to %s at row %lld, column %lld.",
             (int)(rawlen < 255 ? rawlen : 255), raw, rt_dtypes[t->dt].name, (long long)row,
             (long long)col + 1);
  t->f[t->n] = d;
  t->i[t->n++] = isint ? txt_float_to_int(t->dt, d) : 0; /* NumPy 1.24 still parses integers via a
                                                        * float (deprecated) */
}

/* Takes the wanted columns of one line's nf fields. */
static void txt_take(TxtLoad *t, const char *const *start, const size_t *flen, int64_t nf,
                     int64_t row);

/* Splits one line (comments cut, known not blank) and takes the wanted columns. */
static void txt_line(TxtLoad *t, const char *s, size_t len, int64_t row) {
  const char *start[1024];
  size_t flen[1024];
  int64_t nf = 0;
  const char *p = s, *e = s + len;
  size_t dl = t->delim ? strlen(t->delim) : 0;
  while (p <= e && nf < 1024) {
    if (!t->delim) {
      while (p < e && (*p == ' ' || *p == '\t' || *p == '\r')) p++;
      if (p == e) break;
      const char *q = p;
      while (q < e && *q != ' ' && *q != '\t' && *q != '\r') q++;
      start[nf] = p, flen[nf++] = (size_t)(q - p), p = q;
    } else {
      const char *q = p;
      while (q < e && (size_t)(e - q) >= dl && memcmp(q, t->delim, dl) != 0) q++;
      if ((size_t)(e - q) < dl) q = e;
      start[nf] = p, flen[nf++] = (size_t)(q - p), p = q + dl;
    }
  }
  txt_take(t, start, flen, nf, row);
}

static void txt_take(TxtLoad *t, const char *const *start, const size_t *flen, int64_t nf,
                     int64_t row) {
  if (rt_is_list(t->text_rows)) {
    Value r = rt_list_new(0);
    rt_list_append(t->text_rows, r);
    rt_decref(r);
  }
  if (!t->usecols) {
    if (t->nrows && nf != t->ncols)
      rt_raise(RT_EXC_ValueError, "the number of columns changed from %lld to %lld at row %lld; "
               "use `usecols` to select a subset and avoid this error",
               (long long)t->ncols, (long long)nf, (long long)row + 1);
    t->ncols = nf;
    for (int64_t c = 0; c < nf; c++) txt_field(t, start[c], flen[c], row, c);
  } else {
    t->ncols = t->nuse;
    for (int64_t k = 0; k < t->nuse; k++) {
      int64_t c = t->use[k] < 0 ? t->use[k] + nf : t->use[k];
      if (c < 0 || c >= nf)
        rt_raise(RT_EXC_ValueError, "invalid column index %lld at row %lld with %lld columns",
                 (long long)t->use[k], (long long)row + 1, (long long)nf);
      txt_field(t, start[c], flen[c], row, c);
    }
  }
  t->nrows++;
}

/* NumPy's tokenizer with quotechar= on one line [p, e), fields unquoted into t->qbuf: a field
 * whose first character (after blanks, when splitting on whitespace) is the quote runs to the
 * next quote, delimiters and comment characters inside taken literally and a doubled quote
 * standing for one; after the closing quote the field goes on unquoted. A quoted field runs on
 * across newlines (they are part of it); elsewhere a newline ends the row. *stop: where reading
 * stopped. Returns the number of fields (0: a blank or comment line). */
enum { TQ_INIT, TQ_CHECK, TQ_UNQUOTED, TQ_QUOTED, TQ_DOUBLE, TQ_END };

static int64_t txt_tokenize_quoted(TxtLoad *t, const char *p, const char *e, const char **start,
                                   size_t *flen, int64_t max, const char **stop) {
  size_t need = (size_t)(e - p) + 1;
  if (t->qcap < need) t->qbuf = rt_realloc(t->qbuf, t->qcap = need);
  char *w = t->qbuf;
  bool ws = !t->delim, first_quoted = false;
  size_t dl = ws ? 0 : strlen(t->delim), cl = t->comments ? strlen(t->comments) : 0;
  int64_t nf = 0;
  int st = TQ_INIT;
  while (st != TQ_END) {
    if (st == TQ_INIT) {
      if (nf == max) rt_raise(RT_EXC_ValueError, "Weft's np.loadtxt reads at most %lld columns", (long long)max);
      start[nf] = w, flen[nf++] = 0, st = TQ_CHECK;
    }
    if (p >= e || ((*p == '\r' || *p == '\n') && st != TQ_QUOTED)) break;
    switch (st) {
    case TQ_CHECK:
      if (ws) {
        while (p < e && (*p == ' ' || *p == '\t' || *p == '\v' || *p == '\f')) p++;
        if (p == e || *p == '\n') {
          st = TQ_END;
          break;
        }
      }
      if (*p == t->quote) {
        if (nf == 1) first_quoted = true;
        st = TQ_QUOTED, p++;
      } else {
        st = TQ_UNQUOTED;
      }
      break;
    case TQ_UNQUOTED:
      for (; p < e; p++) {
        if (*p == '\r' || *p == '\n') { st = TQ_END; break; }
        if (ws ? (*p == ' ' || *p == '\t' || *p == '\v' || *p == '\f')
               : (size_t)(e - p) >= dl && !memcmp(p, t->delim, dl)) {
          p += ws ? 1 : dl, st = TQ_INIT;
          break;
        }
        if (cl && (size_t)(e - p) >= cl && !memcmp(p, t->comments, cl)) { st = TQ_END; break; }
        *w++ = *p, flen[nf - 1]++;
      }
      break;
    case TQ_QUOTED:
      for (; p < e && *p != t->quote; p++) *w++ = *p, flen[nf - 1]++;
      if (p < e) st = TQ_DOUBLE, p++;
      break;
    default: /* TQ_DOUBLE */
      if (*p == t->quote) *w++ = *p++, flen[nf - 1]++, st = TQ_QUOTED;
      else st = TQ_UNQUOTED;
    }
  }
  /* One empty unquoted field is a blank line; splitting on whitespace drops a last empty field
   * (NumPy tests the first field for the quote here). */
  if ((nf == 1 || (nf > 0 && ws)) && !first_quoted && flen[nf - 1] == 0) nf--;
  *stop = p;
  return nf;
}

static void txt_parse_quoted(TxtLoad *t, const char *text, size_t len) {
  const char *start[1024];
  size_t flen[1024];
  int64_t row = 0;
  for (const char *p = text, *e = text + len; p < e; row++) {
    const char *stop = p; /* a row (past skiprows) may span lines inside a quoted field */
    if (row >= t->skiprows) {
      int64_t nf = txt_tokenize_quoted(t, p, e, start, flen, 1024, &stop);
      if (nf) {
        if (t->nrows == t->max_rows) break;
        txt_take(t, start, flen, nf, t->nrows);
      }
    }
    const char *nl = memchr(stop, '\n', (size_t)(e - stop));
    p = nl ? nl + 1 : e;
  }
}

static void txt_parse(TxtLoad *t, const char *text, size_t len) {
  if (t->quote) {
    txt_parse_quoted(t, text, len);
    return;
  }
  int64_t row = 0;
  for (const char *p = text, *e = text + len; p < e; row++) {
    const char *nl = memchr(p, '\n', (size_t)(e - p));
    const char *end = nl ? nl : e;
    const char *cut = end;
    if (t->comments && *t->comments) {
      size_t cl = strlen(t->comments);
      for (const char *q = p; q + cl <= end; q++)
        if (memcmp(q, t->comments, cl) == 0) { cut = q; break; }
    }
    bool blank = true;
    for (const char *q = p; q < cut; q++)
      if (*q != ' ' && *q != '\t' && *q != '\r') blank = false;
    if (row >= t->skiprows && !blank) {
      if (t->nrows == t->max_rows) break;
      txt_line(t, p, (size_t)(cut - p), t->nrows); /* NumPy counts data rows only */
    }
    p = nl ? nl + 1 : e;
  }
}

/* The values as an array: (rows, columns) squeezed, then ndmin dimensions at least. */
static Value txt_result(const TxtLoad *t, int ndmin, bool unpack) {
  int64_t shape[2] = {t->nrows, t->ncols};
  int nd = 2;
  if (t->nrows == 0) nd = 1, shape[0] = 0;
  int64_t sq[2];
  int nsq = 0;
  if (nd > ndmin && t->nrows) {
    for (int d = 0; d < 2; d++)
      if (shape[d] != 1) sq[nsq++] = shape[d];
  } else {
    nsq = nd;
    memcpy(sq, shape, sizeof shape);
  }
  bool transpose = unpack;
  if (nsq < ndmin) {
    if (nsq == 0) sq[nsq++] = 1;
    if (ndmin == 2 && nsq == 1) sq[1] = 1, nsq = 2, transpose = !transpose; /* atleast_2d(X).T */
  }
  Value a = rt_array_new(t->dt, nsq, sq, false);
  Array *aa = RT_AS(Array, a);
  int isz = rt_dtypes[t->dt].itemsize;
  bool isint = rt_dtypes[t->dt].kind == 'i' || rt_dtypes[t->dt].kind == 'u';
  for (int64_t k = 0; k < t->n; k++) {
    if (isint) rt_elem_set_i64(t->dt, aa->data + k * isz, t->i[k]);
    else rt_elem_set_f64(t->dt, aa->data + k * isz, t->f[k]);
  }
  if (!transpose) return a;
  int mark = rt_cleanup_push_value(&a);
  Value r = np_array_transpose_axes(a, 0, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static void txt_usecols(TxtLoad *t, Value u) {
  if (!np_given(u)) return;
  t->usecols = true;
  if (!rt_is_list(u) && !rt_is_tuple(u)) {
    t->nuse = 1;
    t->use[0] = rt_to_index(u, "usecols");
    return;
  }
  t->nuse = rt_len(u);
  if (t->nuse > (int64_t)(sizeof t->use / sizeof t->use[0]))
    rt_raise(RT_EXC_ValueError, "too many usecols");
  for (int64_t k = 0; k < t->nuse; k++) {
    Value c = rt_getitem(u, rt_int(k));
    t->use[k] = rt_to_index(c, "usecols");
    rt_decref(c);
  }
}

/* A structured dtype: each line a record of the dtype's fields, read through np.genfromtxt
 * with loadtxt's options (skiprows as skip_header; clean files read the same either way). */
static Value loadtxt_records(const Value *v, Value rec) {
  static const char *const kn[] = {"dtype", "comments", "delimiter", "converters",
                                   "skip_header", "usecols", "unpack", "ndmin", "encoding",
                                   "max_rows"};
  Value kv[10] = {rec, v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10]};
  Value enc = rt_str_from_c("utf-8");
  int mark = rt_cleanup_push_value(&enc);
  if (rt_is_undef(kv[8])) kv[8] = enc; /* loadtxt reads text as str */
  Value r = np_callk("genfromtxt", 1, v, 10, kn, kv);
  rt_cleanup_pop(mark, true);
  return r;
}

/* quotechar= checked as NumPy does (one character, not the delimiter or the comment). */
static char txt_quotechar(Value q, Value comments, Value delim) {
  if (!np_given(q)) return 0;
  if (!rt_is_str(q) || RT_AS(Str, q)->nchars != 1) {
    Value r = rt_repr(q);
    int mark = rt_cleanup_push_value(&r);
    rt_raise(RT_EXC_TypeError, "Text reading control character must be a single unicode "
             "character or None; but got: %s", rt_str_data(r));
    rt_cleanup_pop(mark, true);
  }
  char c = rt_str_data(q)[0];
  if (RT_AS(Str, q)->nbytes != 1) rt_raise(RT_EXC_ValueError, "Weft's np.loadtxt takes an ASCII quotechar");
  if (np_given(delim) && rt_is_str(delim) && rt_equal(delim, q))
    rt_raise(RT_EXC_TypeError, "The values for control characters 'quotechar' and 'delimiter' "
             "are incompatible");
  bool hash = rt_is_undef(comments) || (rt_is_str(comments) && rt_equal(comments, q));
  if (hash && (rt_is_undef(comments) ? c == '#' : true))
    rt_raise(RT_EXC_TypeError, "The values for control characters 'comment' and 'quotechar' are "
             "incompatible");
  return c;
}

/* The rows of text fields as an array of dtype dt, squeezed to ndmin axes as NumPy's
 * _ensure_ndmin_ndarray does (transposed for unpack=). */
static void txt_apply(const char *fn, Value *r) { /* *r = np.fn(*r) */
  Value s = np_call1(fn, *r);
  rt_decref(*r);
  *r = s;
}

static int64_t txt_ndim(Value r) {
  Value nd = rt_getattr(r, "ndim");
  int64_t n = nd.tag == RT_INT ? nd.as.i : 0;
  rt_decref(nd);
  return n;
}

static Value txt_text_result(Value rows, Value dt, int ndmin, bool unpack) {
  static const char *const kn[] = {"dtype"};
  Value r = np_callk("array", 1, &rows, 1, kn, &dt);
  int mark = rt_cleanup_push_value(&r);
  if (txt_ndim(r) > ndmin) txt_apply("squeeze", &r);
  if (txt_ndim(r) < ndmin) {
    txt_apply(ndmin == 1 ? "atleast_1d" : "atleast_2d", &r);
    if (ndmin == 2) txt_apply("transpose", &r);
  }
  if (unpack) txt_apply("transpose", &r);
  rt_cleanup_pop(mark, false);
  return r;
}

/* dtype=str, 'U', 'U5', '<U3', 'S': text columns, read as np.genfromtxt reads them */
static bool txt_is_text_dtype(Value dt) {
  Value str_type = rt_getattr(rt_builtins_module(), "str");
  bool is_type = rt_is(dt, str_type);
  rt_decref(str_type);
  if (is_type) return true;
  if (!rt_is_str(dt)) return false;
  const char *s = rt_str_data(dt);
  if (s[0] == '<' || s[0] == '|') s++;
  return (s[0] == 'U' || s[0] == 'S') && strspn(s + 1, "0123456789") == strlen(s + 1);
}

static Value f_loadtxt(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"fname", "dtype", "comments", "delimiter", "converters",
                                      "skiprows", "usecols", "unpack", "ndmin", "encoding",
                                      "max_rows", "quotechar"};
  Value v[12];
  rt_parse_args("loadtxt", argc, argv, kw, 12, names, 1, v);
  Value timed = np_txt_time_call("loadtxt", argc, argv, kw);
  if (!rt_is_undef(timed)) return timed;
  char quote = txt_quotechar(v[11], v[2], v[3]);
  if (np_given(v[1]) && (!rt_is_str(v[1]) || strchr(rt_str_data(v[1]), ','))) {
    Value rec = np_recdtype_of(v[1], false);
    if (!rt_is_undef(rec)) {
      int mark = rt_cleanup_push_value(&rec);
      Value r = loadtxt_records(v, rec);
      rt_cleanup_pop(mark, true);
      return r;
    }
  }
  bool text = np_given(v[1]) && txt_is_text_dtype(v[1]);
  if (text && (!quote || np_given(v[4]))) return loadtxt_records(v, v[1]);
  if (np_given(v[4]) && !rt_is_dict(v[4]) && !np_txt_callable(v[4]))
    rt_raise(RT_EXC_TypeError, "converters must be a dictionary mapping columns to converter "
             "functions or a single callable.");
  TxtLoad t = {.converters = np_given(v[4]) ? v[4] : rt_undef(),
               .max_rows = np_given(v[10]) ? rt_to_index(v[10], "max_rows") : -1,
               .dt = np_given(v[1]) && !text ? rt_dtype_from_value(v[1]) : DT_FLOAT64,
               .comments = rt_is_undef(v[2]) ? "#" : rt_is_none(v[2]) ? NULL : rt_str_data(v[2]),
               .delim = np_given(v[3]) ? rt_str_data(v[3]) : NULL,
               .skiprows = np_given(v[5]) ? rt_to_index(v[5], "skiprows") : 0,
               .quote = quote, .text_rows = text ? rt_list_new(0) : rt_undef()};
  if (rt_dtypes[t.dt].kind == 'c') rt_raise(RT_EXC_TypeError, "Weft's np.loadtxt does not read complex");
  int ndmin = np_given(v[8]) ? (int)rt_to_index(v[8], "ndmin") : 0;
  if (ndmin < 0 || ndmin > 2) rt_raise(RT_EXC_ValueError, "Illegal value of ndmin keyword: %d", ndmin);
  txt_usecols(&t, v[6]);
  int mark = rt_cleanup_push(txt_free, &t);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  np_txt_read(v[0], &sb, NP_TXT_LOADTXT);
  txt_parse(&t, sb.data ? sb.data : "", sb.len);
  bool unpack = np_given(v[7]) && rt_truthy(v[7]);
  Value r = text ? txt_text_result(t.text_rows, v[1], ndmin, unpack) : txt_result(&t, ndmin, unpack);
  rt_cleanup_pop(mark, true);
  return r;
}

void np_register_txt(Value m) {
  rt_module_add_fn(m, "loadtxt", f_loadtxt);
  rt_module_add_fn(m, "savetxt", f_savetxt);
}

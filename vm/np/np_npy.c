/* np_npy.c — np.save and np.load: NumPy's .npy format, version 1.0, for the numeric dtypes.
 *
 * A file is the magic "\x93NUMPY", the version (1, 0), the header's length (little-endian
 * uint16), the header — the repr of a dict {'descr': '<f8', 'fortran_order': False, 'shape':
 * (3,), } with 21 - len(str(shape[0])) spaces of room to grow, then spaces and a newline up
 * to a multiple of 64 bytes — and the raw elements, in Fortran order when the array is
 * Fortran- but not C-contiguous, as NumPy 1.24 writes them: files are byte for byte NumPy's.
 * np.save adds ".npy" to a name without it. np.load also reads version 2.0 headers.
 *
 * np.savetxt formats each row with Python's % (the row format is fmt once per column joined
 * by the delimiter), so its text is NumPy's. np.loadtxt reads a file name (NumPy 1.24's
 * options but converters=, quotechar= and max_rows=), with NumPy's error messages; the
 * warnings NumPy prints on stderr (no data, integers parsed via float) are not printed.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "np_stats.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* NumPy's descr: byte order ('|' for one byte), kind, item size. */
static void npy_descr(StrBuf *sb, DType dt) {
  const DTypeInfo *d = &rt_dtypes[dt];
  rt_sb_printf(sb, "%c%c%d", d->itemsize == 1 ? '|' : '<', d->kind, d->itemsize);
}

static bool npy_f_contig(const Array *a) {
  int64_t st = rt_dtypes[a->dtype].itemsize;
  for (int d = 0; d < a->ndim; d++) {
    if (a->shape[d] != 1 && a->strides[d] != st) return false;
    st *= a->shape[d];
  }
  return true;
}

static void npy_header(StrBuf *sb, const Array *a, bool fortran) {
  rt_sb_puts(sb, "{'descr': '");
  npy_descr(sb, a->dtype);
  rt_sb_printf(sb, "', 'fortran_order': %s, 'shape': (", fortran ? "True" : "False");
  for (int d = 0; d < a->ndim; d++)
    rt_sb_printf(sb, d ? ", %lld" : "%lld", (long long)a->shape[d]);
  rt_sb_puts(sb, a->ndim == 1 ? ",), }" : "), }");
  if (a->ndim) { /* room for the growing axis to take more digits */
    char digits[32];
    int n = snprintf(digits, sizeof digits, "%lld", (long long)a->shape[fortran ? a->ndim - 1 : 0]);
    for (int i = n; i < 21; i++) rt_sb_putc(sb, ' ');
  }
  size_t pad = 64 - (10 + sb->len + 1) % 64;
  for (size_t i = 0; i < pad; i++) rt_sb_putc(sb, ' ');
  rt_sb_putc(sb, '\n');
}

/* The file name as NumPy takes it: ".npy" appended on save when missing. */
static Value npy_path(Value file, bool save) {
  if (!rt_is_str(file)) rt_raise(RT_EXC_TypeError, "Weft's np.save and np.load take a file name");
  const char *s = rt_str_data(file);
  size_t n = strlen(s);
  if (save && (n < 4 || strcmp(s + n - 4, ".npy") != 0)) return rt_str_printf("%s.npy", s);
  rt_incref(file);
  return file;
}

static void npy_write(Value path, const Array *a, bool fortran, Value data) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  npy_header(&sb, a, fortran);
  FILE *f = fopen(rt_str_data(path), "wb");
  if (!f) rt_raise_os_error(errno, path);
  const Array *d = RT_AS(Array, data);
  unsigned char pre[10] = {0x93, 'N', 'U', 'M', 'P', 'Y', 1, 0,
                           (unsigned char)(sb.len & 0xff), (unsigned char)(sb.len >> 8)};
  bool ok = fwrite(pre, 1, 10, f) == 10 && fwrite(sb.data, 1, sb.len, f) == sb.len;
  size_t nbytes = (size_t)d->size * (size_t)rt_dtypes[d->dtype].itemsize;
  ok = ok && fwrite(d->data, 1, nbytes, f) == nbytes;
  int err = errno;
  ok = fclose(f) == 0 && ok;
  if (!ok) rt_raise_os_error(err ? err : EIO, path);
  rt_cleanup_pop(mark, true);
}

static Value f_save(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"file", "arr", "allow_pickle", "fix_imports"};
  Value v[4];
  rt_parse_args("save", argc, argv, kw, 4, names, 2, v);
  Value path = npy_path(v[0], true);
  int mark = rt_cleanup_push_value(&path);
  Value a = rt_array_from_value(v[1], -1);
  rt_cleanup_push_value(&a);
  const Array *aa = RT_AS(Array, a);
  bool fortran = aa->ndim > 1 && !rt_array_is_c_contiguous(aa) && npy_f_contig(aa);
  /* Fortran order: the transpose's C order is the array's memory order */
  Value t = fortran ? np_array_transpose_axes(a, 0, NULL) : (rt_incref(a), a);
  rt_cleanup_push_value(&t);
  Value data = rt_array_contiguous(t, false);
  rt_cleanup_push_value(&data);
  npy_write(path, aa, fortran, data);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* The value after 'key': in the header dict (NULL when absent). */
static const char *npy_field(const char *h, const char *key) {
  const char *p = strstr(h, key);
  if (!p) return NULL;
  p += strlen(key);
  while (*p == ' ' || *p == ':') p++;
  return p;
}

static DType npy_dtype(const char *descr) {
  if (!descr || *descr != '\'') return DT_COUNT;
  char order = descr[1], kind = descr[2];
  int size = atoi(descr + 3);
  if (order == '>' && size > 1) return DT_COUNT;
  for (int t = 0; t < DT_COUNT; t++)
    if (rt_dtypes[t].kind == kind && rt_dtypes[t].itemsize == size) return (DType)t;
  return DT_COUNT;
}

static _Noreturn void npy_bad(const char *what) {
  rt_raise(RT_EXC_ValueError, "Weft's np.load reads .npy files of numeric dtypes (%s)", what);
}

/* Parses the header and makes the array from the bytes after it. */
static Value npy_parse(const unsigned char *buf, size_t len) {
  static const unsigned char magic[6] = {0x93, 'N', 'U', 'M', 'P', 'Y'};
  if (len < 6 || memcmp(buf, magic, 6) != 0)
    rt_raise(RT_EXC_ValueError,
             "Cannot load file containing pickled data when allow_pickle=False");
  size_t hl, off;
  if (len >= 10 && buf[6] == 1) hl = buf[8] | (size_t)buf[9] << 8, off = 10;
  else if (len >= 12 && buf[6] >= 2)
    hl = buf[8] | (size_t)buf[9] << 8 | (size_t)buf[10] << 16 | (size_t)buf[11] << 24, off = 12;
  else npy_bad("an unknown version");
  if (off + hl > len) npy_bad("a short header");
  char *h = rt_malloc(hl + 1);
  int mark = rt_cleanup_push(free, h);
  memcpy(h, buf + off, hl);
  h[hl] = 0;
  DType dt = npy_dtype(npy_field(h, "'descr'"));
  if (dt == DT_COUNT) npy_bad("this dtype is not one");
  const char *fo = npy_field(h, "'fortran_order'"), *sh = npy_field(h, "'shape'");
  if (!fo || !sh || *sh != '(') npy_bad("a header it cannot read");
  bool fortran = strncmp(fo, "True", 4) == 0;
  int64_t shape[RT_MAXDIM];
  int nd = 0;
  for (const char *p = sh + 1; *p && *p != ')';) {
    char *end;
    long long v = strtoll(p, &end, 10);
    if (end == p) break;
    if (nd == RT_MAXDIM) npy_bad("too many dimensions");
    shape[nd++] = v;
    p = end;
    while (*p == ',' || *p == ' ' || *p == 'L') p++;
  }
  if (fortran) /* stored as the transpose's C order */
    for (int d = 0; d < nd / 2; d++) {
      int64_t t = shape[d];
      shape[d] = shape[nd - 1 - d], shape[nd - 1 - d] = t;
    }
  Value a = rt_array_new(dt, nd, shape, false);
  rt_cleanup_push_value(&a);
  size_t nbytes = (size_t)RT_AS(Array, a)->size * (size_t)rt_dtypes[dt].itemsize;
  if (len - off - hl < nbytes)
    rt_raise(RT_EXC_ValueError, "cannot reshape array of size %zu into shape %s",
             (len - off - hl) / (size_t)rt_dtypes[dt].itemsize, "given by the header");
  memcpy(RT_AS(Array, a)->data, buf + off + hl, nbytes);
  Value r = fortran ? np_array_transpose_axes(a, 0, NULL) : (rt_incref(a), a);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_load(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"file", "mmap_mode", "allow_pickle", "fix_imports",
                                      "encoding"};
  Value v[5];
  rt_parse_args("load", argc, argv, kw, 5, names, 1, v);
  Value path = npy_path(v[0], false);
  int mark = rt_cleanup_push_value(&path);
  FILE *f = fopen(rt_str_data(path), "rb");
  if (!f) rt_raise_os_error(errno, path);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) rt_sb_putn(&sb, chunk, n);
  fclose(f);
  Value r = npy_parse((const unsigned char *)(sb.data ? sb.data : ""), sb.len);
  rt_cleanup_pop(mark, true);
  return r;
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
    rt_cleanup_push_value(&r); /* released as the error unwinds */
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
static void txt_commented(FILE *f, const char *comments, const char *text, const char *nl) {
  fputs(comments, f);
  for (const char *p = text; *p; p++) {
    fputc(*p, f);
    if (*p == '\n') fputs(comments, f);
  }
  fputs(nl, f);
}

static void txt_rows(FILE *f, const Array *a, Value rowfmt, const char *nl) {
  int64_t nrow = a->ndim ? a->shape[0] : 0, ncol = a->ndim == 2 ? a->shape[1] : 1;
  for (int64_t r = 0; r < nrow; r++) {
    Value t = rt_tuple_new(ncol);
    int mark = rt_cleanup_push_value(&t);
    for (int64_t c = 0; c < ncol; c++)
      rt_tuple_set(t, c, np_elem_to_py(a->dtype, a->data + r * a->strides[0] +
                                                     (a->ndim == 2 ? c * a->strides[1] : 0)));
    Value line = rt_binop(RT_OP_MOD, rowfmt, t);
    rt_cleanup_push_value(&line);
    fputs(rt_str_data(line), f);
    fputs(nl, f);
    rt_cleanup_pop(mark, true);
  }
}

static void txt_close(void *f) { fclose(f); }

static Value f_savetxt(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"fname", "X", "fmt", "delimiter", "newline",
                                      "header", "footer", "comments", "encoding"};
  Value v[9];
  rt_parse_args("savetxt", argc, argv, kw, 9, names, 2, v);
  if (!rt_is_str(v[0])) rt_raise(RT_EXC_TypeError, "Weft's np.savetxt takes a file name");
  Value a = rt_array_from_value(v[1], -1);
  int mark = rt_cleanup_push_value(&a);
  const Array *aa = RT_AS(Array, a);
  if (aa->ndim == 0 || aa->ndim > 2)
    rt_raise(RT_EXC_ValueError, "Expected 1D or 2D array, got %dD array instead", aa->ndim);
  if (rt_dtypes[aa->dtype].kind == 'c')
    rt_raise(RT_EXC_TypeError, "Weft's np.savetxt does not write complex arrays");
  Value fmt = np_given(v[2]) ? v[2] : rt_str_from_c("%.18e");
  Value delim = np_given(v[3]) ? v[3] : rt_str_from_c(" ");
  const char *nl = np_given(v[4]) ? rt_str_data(v[4]) : "\n";
  const char *comments = np_given(v[7]) ? rt_str_data(v[7]) : "# ";
  Value rowfmt = txt_row_format(fmt, delim, aa->ndim == 2 ? aa->shape[1] : 1);
  if (!np_given(v[2])) rt_decref(fmt);
  if (!np_given(v[3])) rt_decref(delim);
  rt_cleanup_push_value(&rowfmt);
  FILE *f = fopen(rt_str_data(v[0]), "w");
  if (!f) rt_raise_os_error(errno, v[0]);
  rt_cleanup_push(txt_close, f);
  if (np_given(v[5]) && RT_AS(Str, v[5])->nbytes) txt_commented(f, comments, rt_str_data(v[5]), nl);
  txt_rows(f, aa, rowfmt, nl);
  if (np_given(v[6]) && RT_AS(Str, v[6])->nbytes) txt_commented(f, comments, rt_str_data(v[6]), nl);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* loadtxt's options and the values read so far (doubles or, for integer dtypes, int64s). */
typedef struct TxtLoad {
  DType dt;
  const char *comments, *delim; /* NULL: none / whitespace */
  int64_t skiprows, nuse, use[RT_MAXDIM * 4];
  bool usecols;
  int64_t ncols, nrows, n, cap;
  double *f;
  int64_t *i;
} TxtLoad;

static void txt_free(void *p) {
  TxtLoad *t = p;
  free(t->f);
  free(t->i);
}

/* One field into the value buffers, or NumPy's conversion error. */
static void txt_field(TxtLoad *t, const char *s, size_t len, int64_t row, int64_t col) {
  char buf[256];
  while (len && (*s == ' ' || *s == '\t')) s++, len--;
  while (len && (s[len - 1] == ' ' || s[len - 1] == '\t' || s[len - 1] == '\r')) len--;
  if (len >= sizeof buf) len = sizeof buf - 1;
  memcpy(buf, s, len);
  buf[len] = 0;
  if (t->n == t->cap) {
    t->cap = t->cap ? 2 * t->cap : 64;
    t->f = rt_realloc(t->f, (size_t)t->cap * sizeof(double));
    t->i = rt_realloc(t->i, (size_t)t->cap * sizeof(int64_t));
  }
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
    rt_raise(RT_EXC_ValueError, "could not convert string '%s' to %s at row %lld, column %lld.",
             buf, rt_dtypes[t->dt].name, (long long)row, (long long)col + 1);
  t->f[t->n] = d;
  t->i[t->n++] = (int64_t)d; /* NumPy 1.24 still parses integers via a float (deprecated) */
}

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
  if (!t->usecols) {
    if (t->nrows && nf != t->ncols)
      rt_raise(RT_EXC_ValueError, "the number of columns changed from %lld to %lld at row %lld; "
               "use `usecols` to select a subset and avoid this error",
               (long long)t->ncols, (long long)nf, (long long)row);
    t->ncols = nf;
    for (int64_t c = 0; c < nf; c++) txt_field(t, start[c], flen[c], row, c);
  } else {
    t->ncols = t->nuse;
    for (int64_t k = 0; k < t->nuse; k++) {
      int64_t c = t->use[k] < 0 ? t->use[k] + nf : t->use[k];
      if (c < 0 || c >= nf)
        rt_raise(RT_EXC_ValueError, "invalid column index %lld at row %lld with %lld columns",
                 (long long)t->use[k], (long long)row, (long long)nf);
      txt_field(t, start[c], flen[c], row, c);
    }
  }
  t->nrows++;
}

static void txt_parse(TxtLoad *t, const char *text, size_t len) {
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
    if (row >= t->skiprows && !blank) txt_line(t, p, (size_t)(cut - p), row);
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

static Value f_loadtxt(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"fname", "dtype", "comments", "delimiter", "converters",
                                      "skiprows", "usecols", "unpack", "ndmin", "encoding"};
  Value v[10];
  rt_parse_args("loadtxt", argc, argv, kw, 10, names, 1, v);
  if (!rt_is_str(v[0])) rt_raise(RT_EXC_TypeError, "Weft's np.loadtxt takes a file name");
  if (np_given(v[4])) rt_raise(RT_EXC_TypeError, "np.loadtxt's converters= is not supported in Weft");
  TxtLoad t = {.dt = np_given(v[1]) ? rt_dtype_from_value(v[1]) : DT_FLOAT64,
               .comments = rt_is_undef(v[2]) ? "#" : rt_is_none(v[2]) ? NULL : rt_str_data(v[2]),
               .delim = np_given(v[3]) ? rt_str_data(v[3]) : NULL,
               .skiprows = np_given(v[5]) ? rt_to_index(v[5], "skiprows") : 0};
  if (rt_dtypes[t.dt].kind == 'c') rt_raise(RT_EXC_TypeError, "Weft's np.loadtxt does not read complex");
  int ndmin = np_given(v[8]) ? (int)rt_to_index(v[8], "ndmin") : 0;
  if (ndmin < 0 || ndmin > 2) rt_raise(RT_EXC_ValueError, "Illegal value of ndmin keyword: %d", ndmin);
  txt_usecols(&t, v[6]);
  int mark = rt_cleanup_push(txt_free, &t);
  FILE *f = fopen(rt_str_data(v[0]), "r");
  if (!f && errno == ENOENT) /* NumPy's DataSource words it so */
    rt_raise(RT_EXC_FileNotFoundError, "%s not found.", rt_str_data(v[0]));
  if (!f) rt_raise_os_error(errno, v[0]);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) rt_sb_putn(&sb, chunk, n);
  fclose(f);
  txt_parse(&t, sb.data ? sb.data : "", sb.len);
  Value r = txt_result(&t, ndmin, np_given(v[7]) && rt_truthy(v[7]));
  rt_cleanup_pop(mark, true);
  return r;
}

void np_register_npy(Value m) {
  rt_module_add_fn(m, "loadtxt", f_loadtxt);
  rt_module_add_fn(m, "savetxt", f_savetxt);
  rt_module_add_fn(m, "save", f_save);
  rt_module_add_fn(m, "load", f_load);
}

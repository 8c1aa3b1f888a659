/* np_bytes.c — arrays to and from bytes: np.frombuffer(buffer, dtype, count, offset),
 * a.tobytes(order=), np.fromstring's text mode (numbers between separators), and the raw
 * files of a.tofile(file, sep=, format=) / np.fromfile(file, dtype=, count=, sep=, offset=).
 * frombuffer shares the buffer's memory as NumPy does: over bytes read-only, over a bytearray,
 * array.array or writable memoryview writable both ways, its base a memoryview that keeps the
 * exporter from being resized (an offset its dtype cannot be loaded from gives a read-only
 * copy instead). Also a.__sizeof__
 * (what sys.getsizeof reports): NumPy's header and its shape and strides, plus the data when
 * the array owns it. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_castwarn.h"
#include "np_dvar.h"
#include "np_strarray.h"
#include "../base/error.h"
#include "../obj/buffer.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_record.h"
#include "np_stats.h"

/* The memory np.frombuffer shares: bytes itself (read-only), else a memoryview of the buffer
 * (NumPy's base), which keeps a bytearray or array.array from being resized while the array
 * lives; *data and *n its memory (NULL: not a contiguous buffer), *writeable its writability. */
static Value share_buffer(Value src, const char **data, int64_t *n, bool *writeable) {
  if (rt_is_type(src, &rt_bytes_type)) {
    rt_incref(src);
    *data = rt_buffer_of(src, n);
    *writeable = false;
    return src;
  }
  Value mv = rt_call(rt_builtin_lookup("memoryview"), 1, &src, NULL);
  int mark = rt_cleanup_push_value(&mv);
  Value ro = rt_getattr(mv, "readonly");
  *writeable = !rt_truthy(ro);
  rt_decref(ro);
  *data = rt_buffer_of(mv, n);
  rt_cleanup_pop(mark, false);
  return mv;
}

static Value f_frombuffer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"buffer", "dtype", "count", "offset", "like"};
  Value a[5];
  rt_parse_args("frombuffer", argc, argv, kw, 5, names, 1, a);
  Value rd = rt_is_undef(a[1]) || rt_is_none(a[1]) ? rt_undef() : np_recdtype_of(a[1], false);
  if (!rt_is_undef(rd)) { /* structured or 'V<n>': the bytes as uint8, viewed as records */
    int64_t isz = RT_AS(NpRecDtype, rd)->itemsize, n = rt_is_undef(a[2]) ? -1 : rt_to_index(a[2], NULL);
    rt_decref(rd);
    if (n > 0 && isz > 0 && n > INT64_MAX / isz) rt_raise(RT_EXC_ValueError, "buffer is smaller than requested size");
    Value u8 = rt_str_from_c("u1");
    Value args[5] = {a[0], u8, rt_int(n < 0 || isz == 0 ? -1 : n * isz), rt_is_undef(a[3]) ? rt_int(0) : a[3], rt_none()};
    int m = rt_cleanup_push_value(&u8);
    Value raw = f_frombuffer(self, 4, args, NULL);
    rt_cleanup_push_value(&raw);
    Value r = np_rec_view_hook(raw, a[1]);
    rt_cleanup_pop(m, true);
    return r;
  }
  /* bytes, bytearray, or what exposes its memory (array.array, memoryview, ctypes data) */
  int64_t blen = 0;
  const char *bdata = rt_buffer_of(a[0], &blen);
  if (!bdata) rt_raise(RT_EXC_TypeError, "a bytes-like object is required, not '%s'", rt_type_name(a[0]));
  bool writeable = false;
  Value base = share_buffer(a[0], &bdata, &blen, &writeable);
  int mark = rt_cleanup_push_value(&base);
  if (!bdata) rt_raise(RT_EXC_ValueError, "ndarray is not C-contiguous");
  DType dt = rt_is_undef(a[1]) || rt_is_none(a[1]) ? DT_FLOAT64 : rt_dtype_from_value(a[1]);
  int64_t isz = rt_dtypes[dt].itemsize;
  int64_t count = rt_is_undef(a[2]) ? -1 : rt_to_index(a[2], NULL);
  int64_t offset = rt_is_undef(a[3]) ? 0 : rt_to_index(a[3], NULL);
  if (offset < 0 || offset > blen) {
    rt_raise(RT_EXC_ValueError, "offset must be non-negative and no greater than buffer length (%lld)",
             (long long)blen);
  }
  int64_t avail = blen - offset;
  if (count < 0) {
    if (avail % isz) rt_raise(RT_EXC_ValueError, "buffer size must be a multiple of element size");
    count = avail / isz;
  } else if (count > avail / isz) {
    rt_raise(RT_EXC_ValueError, "buffer is smaller than requested size");
  }
  /* an element address its type cannot load from (offset=1 into doubles): a read-only copy */
  uintptr_t align = (uintptr_t)(isz & -isz) < 8 ? (uintptr_t)(isz & -isz) : 8;
  Value out;
  int dvar = np_dvar_fit(dt, np_dvar_of_spec(a[1]));
  /* a big-endian dtype reads a copy, swapped into the native order Weft keeps (np_dvar.c) */
  if (count == 0 || ((uintptr_t)(bdata + offset) & (align - 1)) || (dvar & NP_DVAR_SWAPPED)) {
    out = rt_array_new(dt, 1, &count, false);
    if (count) memcpy(RT_AS(Array, out)->data, bdata + offset, (size_t)(count * isz));
    if (dvar & NP_DVAR_SWAPPED) np_dvar_swap(dt, RT_AS(Array, out)->data, count);
    else writeable = false;
  } else {
    out = rt_array_over(base.as.o, dt, 1, &count, (char *)bdata + offset);
  }
  RT_AS(Array, out)->writeable = writeable;
  RT_AS(Array, out)->dvar = (uint8_t)dvar;
  rt_cleanup_pop(mark, true);
  return out;
}

Value np_view_as_bytes(Value self, int64_t width) {
  const Array *a = RT_AS(Array, self);
  int64_t isz = rt_dtypes[a->dtype].itemsize;
  if (width == 0 || (width < isz && isz % width))
    rt_raise(RT_EXC_ValueError, "When changing to a smaller dtype, its size must be a divisor of "
                                "the size of original dtype");
  int last = a->ndim - 1;
  if (a->ndim == 0 || a->strides[last] != isz)
    rt_raise(RT_EXC_ValueError, "To change to a dtype of a different size, the last axis must be "
                                "contiguous");
  int64_t bytes = a->shape[last] * isz;
  if (bytes % width != 0)
    rt_raise(RT_EXC_ValueError, "When changing to a larger dtype, its size must be a divisor of "
                                "the total size in bytes of the last axis of the array.");
  int64_t shape[RT_MAXDIM];
  memcpy(shape, a->shape, sizeof(int64_t) * (size_t)a->ndim);
  shape[last] = bytes / width;
  Value c = rt_array_contiguous(self, false);
  int mark = rt_cleanup_push_value(&c);
  const Array *ca = RT_AS(Array, c);
  Value r = np_strarr_from_buffer(ca->data, a->ndim, shape, width, true);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Does tobytes(order=) lay the bytes out in Fortran order? 'K' and None mean C there;
 * 'A' means F only for an array that is Fortran- but not C-contiguous. */
static bool tobytes_fortran(Value order, const Array *a) {
  if (rt_is_undef(order) || rt_is_none(order)) return false;
  if (!rt_is_str(order)) rt_raise(RT_EXC_TypeError, "order must be str, not %s", rt_type_name(order));
  const char *o = rt_str_data(order);
  if (strlen(o) != 1 || !strchr("CFAKcfak", o[0]))
    rt_raise(RT_EXC_ValueError, "order must be one of 'C', 'F', 'A', or 'K' (got '%s')", o);
  char c = (char)(o[0] & ~0x20);
  if (c == 'F') return true;
  if (c != 'A' || a->ndim < 2 || rt_array_is_c_contiguous(a)) return false;
  int64_t want = rt_dtypes[a->dtype].itemsize;
  for (int i = 0; i < a->ndim; i++) {
    if (a->shape[i] != 1 && a->strides[i] != want) return false;
    want *= a->shape[i];
  }
  return true;
}

/* a.tobytes(order='C'): Fortran order is the C-order bytes of the reversed-axes view. */
static Value m_tobytes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"order"};
  Value order;
  rt_parse_args("tobytes", argc, argv, kw, 1, names, 0, &order);
  Value src = tobytes_fortran(order, RT_AS(Array, self)) ? np_array_transpose_axes(self, 0, NULL)
                                                         : (rt_incref(self), self);
  Value c = rt_array_contiguous(src, false);
  rt_decref(src);
  const Array *a = RT_AS(Array, c);
  Value r = rt_bytes_new(&rt_bytes_type, a->data, (size_t)(a->size * rt_dtypes[a->dtype].itemsize));
  if (RT_AS(Array, self)->dvar & NP_DVAR_SWAPPED) /* big-endian bytes of the native elements */
    np_dvar_swap(a->dtype, (char *)RT_AS(Bytes, r)->data, a->size);
  rt_decref(c);
  return r;
}

/* a.byteswap(inplace=False): each element's bytes reversed (a complex number's two halves each
 * on its own, as NumPy swaps them), in a copy or in a itself. */
static Value m_byteswap(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"inplace"};
  Value inplace;
  rt_parse_args("byteswap", argc, argv, kw, 1, names, 0, &inplace);
  bool in = !rt_is_undef(inplace) && rt_truthy(inplace);
  const Array *a = RT_AS(Array, self);
  if (in && !a->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  Value out = in ? (rt_incref(self), self) : rt_array_contiguous(self, true);
  const Array *o = RT_AS(Array, out);
  int size = rt_dtypes[o->dtype].itemsize;
  int part = rt_dtypes[o->dtype].kind == 'c' ? size / 2 : size;
  NpIter it;
  for (np_iter_init(&it, o); it.more; np_iter_next(&it))
    for (int h = 0; h < size; h += part)
      for (int i = h, j = h + part - 1; i < j; i++, j--) {
        char t = it.ptr[i];
        it.ptr[i] = it.ptr[j];
        it.ptr[j] = t;
      }
  return out;
}

/* warnings.warn(msg, DeprecationWarning), as NumPy's C code warns. */
static void warn_deprecated(const char *msg) { np_warn_as(RT_EXC_DeprecationWarning, msg); }

/* One number of the text at *p (after blanks) into out; false when none is there. */
static bool parse_number(const char **p, DType dt, char *out) {
  const char *s = *p;
  while (isspace((unsigned char)*s)) s++;
  char *end;
  if (dt == DT_LONGDOUBLE) {
    long double d = strtold(s, &end);
    if (end == s) return false;
    np_ld_set(out, d);
  } else if (rt_dtypes[dt].kind == 'f' || rt_dtypes[dt].kind == 'c') {
    double d = strtod(s, &end);
    if (end == s) return false;
    rt_elem_set_f64(dt, out, d);
  } else {
    long long v = strtoll(s, &end, 10);
    if (end == s) return false;
    rt_elem_set_i64(dt, out, v);
  }
  *p = end;
  return true;
}

/* Past one separator at *p: blanks around it are free, a blank separator matches any run of
 * them (NumPy's rule); false when the separator is not there. */
static bool skip_sep(const char **p, const char *sep) {
  const char *s = *p;
  while (isspace((unsigned char)*s)) s++;
  for (const char *q = sep; *q; q++) {
    if (isspace((unsigned char)*q)) continue;
    if (*s != *q) return false;
    s++;
    while (isspace((unsigned char)*s)) s++;
  }
  *p = s;
  return true;
}

/* np.fromstring(string, dtype=float, count=-1, sep=' '): the text mode; NumPy's deprecated
 * binary mode (sep='') reads the string's bytes like frombuffer. */
static Value f_fromstring(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"string", "dtype", "count", "sep", "like"};
  Value a[5];
  rt_parse_args("fromstring", argc, argv, kw, 5, names, 1, a);
  const char *sep = rt_is_undef(a[3]) ? "" : rt_str_data(a[3]);
  if (!*sep) {
    warn_deprecated("The binary mode of fromstring is deprecated, as it behaves "
            "surprisingly on unicode inputs. Use frombuffer instead");
    Value b = rt_is_str(a[0]) ? rt_bytes_new(&rt_bytes_type, rt_str_data(a[0]), strlen(rt_str_data(a[0])))
                              : (rt_incref(a[0]), a[0]);
    int mark = rt_cleanup_push_value(&b);
    Value args[3] = {b, rt_is_undef(a[1]) ? rt_none() : a[1], rt_is_undef(a[2]) ? rt_int(-1) : a[2]};
    Value r = f_frombuffer(rt_none(), 3, args, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  DType dt = rt_is_undef(a[1]) || rt_is_none(a[1]) ? DT_FLOAT64 : rt_dtype_from_value(a[1]);
  int64_t count = rt_is_undef(a[2]) ? -1 : rt_to_index(a[2], NULL);
  const char *p = rt_is_str(a[0]) ? rt_str_data(a[0]) : (const char *)RT_AS(Bytes, a[0])->data;
  int isz = rt_dtypes[dt].itemsize;
  int64_t cap = 16, n = 0;
  Value out = rt_array_new(dt, 1, &cap, false);
  int mark = rt_cleanup_push_value(&out);
  bool clean = true;
  while (count < 0 || n < count) {
    if (n == cap) {
      int64_t bigger = cap * 2;
      Value o2 = rt_array_new(dt, 1, &bigger, false);
      memcpy(RT_AS(Array, o2)->data, RT_AS(Array, out)->data, (size_t)(cap * isz));
      rt_decref(out);
      out = o2;
      cap = bigger;
    }
    if (!parse_number(&p, dt, RT_AS(Array, out)->data + n * isz)) {
      const char *rest = p;
      while (isspace((unsigned char)*rest)) rest++;
      clean = *rest == '\0';
      break;
    }
    n++;
    if (!skip_sep(&p, sep)) {
      const char *rest = p;
      while (isspace((unsigned char)*rest)) rest++;
      clean = *rest == '\0';
      break;
    }
  }
  if (count >= 0 && n < count)
    rt_raise(RT_EXC_ValueError, "string size must be a multiple of element size");
  if (!clean)
    warn_deprecated("string or file could not be read to its end due to unmatched "
            "data; this will raise a ValueError in the future.");
  int64_t step = isz;
  Value head = rt_array_view(out, dt, 1, &n, &step, RT_AS(Array, out)->data);
  Value r = rt_array_contiguous(head, true);
  rt_decref(head);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- raw files ---- */

/* The file name a tofile/fromfile file argument gives (a str); NULL for a file object. */
static const char *file_name(Value file) {
  if (rt_is_str(file)) return rt_str_data(file);
  return NULL;
}

/* a.tofile(fid, sep='', format='%s'): the C-order bytes, or with a separator the items as
 * text (format % item), written to a file name or through an object's write(). */
static Value m_tofile(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"fid", "sep", "format"};
  Value a[3];
  rt_parse_args("tofile", argc, argv, kw, 3, names, 1, a);
  const char *sep = rt_is_undef(a[1]) ? "" : rt_str_data(a[1]);
  Value data;
  if (!*sep) {
    data = m_tobytes(self, 0, NULL, NULL);
  } else {
    Value fmt = rt_is_undef(a[2]) ? rt_str_from_c("%s") : (rt_incref(a[2]), a[2]);
    int m0 = rt_cleanup_push_value(&fmt);
    Value items = np_call1("ravel", self), list = rt_undef();
    rt_cleanup_push_value(&items);
    Value tl = rt_getattr(items, "tolist");
    rt_cleanup_push_value(&tl);
    list = rt_call(tl, 0, NULL, NULL);
    rt_cleanup_push_value(&list);
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_cleanup_push(&sb);
    for (int64_t i = 0; i < RT_AS(List, list)->n; i++) {
      Value t = rt_binop(RT_OP_MOD, fmt, RT_AS(List, list)->items[i]);
      if (i) rt_sb_puts(&sb, sep);
      rt_sb_puts(&sb, rt_str_data(t));
      rt_decref(t);
    }
    data = rt_bytes_new(&rt_bytes_type, sb.data ? sb.data : "", sb.len);
    rt_cleanup_pop(m0, true);
  }
  Value w = rt_undef(); /* function scope: its cleanup is popped after the if */
  int mark = rt_cleanup_push_value(&data);
  rt_cleanup_push_value(&w);
  const char *path = file_name(a[0]);
  if (path) {
    FILE *f = fopen(path, "wb");
    if (!f) rt_raise_os_error(errno, a[0]);
    fwrite(RT_AS(Bytes, data)->data, 1, (size_t)RT_AS(Bytes, data)->n, f);
    fclose(f);
  } else {
    w = rt_getattr(a[0], "write");
    rt_decref(rt_call(w, 1, &data, NULL));
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* The bytes of a file name, or of an open file's read(). */
static Value file_bytes(Value file) {
  const char *path = file_name(file);
  if (!path) {
    Value r = rt_getattr(file, "read");
    int mark = rt_cleanup_push_value(&r);
    Value b = rt_call(r, 0, NULL, NULL);
    rt_cleanup_pop(mark, true);
    return b;
  }
  FILE *f = fopen(path, "rb");
  if (!f) rt_raise_os_error(errno, file);
  StrBuf sb;
  rt_sb_init(&sb);
  char chunk[65536];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) rt_sb_putn(&sb, chunk, n);
  fclose(f);
  Value b = rt_bytes_new(&rt_bytes_type, sb.data ? sb.data : "", sb.len);
  rt_sb_free(&sb);
  return b;
}

/* np.fromfile(file, dtype=float, count=-1, sep='', offset=0): frombuffer of the file's
 * bytes after offset (a writeable copy), or fromstring's text mode with a separator. */
static Value f_fromfile(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"file", "dtype", "count", "sep", "offset", "like"};
  Value a[6];
  rt_parse_args("fromfile", argc, argv, kw, 6, names, 1, a);
  Value b = file_bytes(a[0]);
  int mark = rt_cleanup_push_value(&b);
  int64_t off = rt_is_undef(a[4]) ? 0 : rt_to_index(a[4], NULL);
  if (off < 0 || off > RT_AS(Bytes, b)->n) off = RT_AS(Bytes, b)->n;
  Value rest = rt_bytes_new(&rt_bytes_type, (const char *)RT_AS(Bytes, b)->data + off,
                            (size_t)(RT_AS(Bytes, b)->n - off));
  rt_cleanup_push_value(&rest);
  Value dt = rt_is_undef(a[1]) ? rt_none() : a[1], count = rt_is_undef(a[2]) ? rt_int(-1) : a[2];
  Value r, ro = rt_undef(); /* ro at function scope: its cleanup is popped after the if */
  rt_cleanup_push_value(&ro);
  if (rt_is_undef(a[3]) || !*rt_str_data(a[3])) {
    DType d = rt_is_none(dt) ? DT_FLOAT64 : rt_dtype_from_value(dt);
    int64_t n = rt_to_index(count, NULL), isz = rt_dtypes[d].itemsize;
    if (n < 0 || n > RT_AS(Bytes, rest)->n / isz) n = RT_AS(Bytes, rest)->n / isz; /* whole items */
    Value args[3] = {rest, dt, rt_int(n)};
    ro = f_frombuffer(rt_none(), 3, args, NULL);
    r = rt_array_contiguous(ro, true);
  } else {
    Value args[4] = {rest, dt, count, a[3]};
    r = f_fromstring(rt_none(), 4, args, NULL);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_sizeof(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_args("__sizeof__", argc, kw, 0, 0, RT_ARGS_NONE);
  const Array *a = RT_AS(Array, self);
  int64_t n = 96 + 16 * (int64_t)a->ndim;
  if (!a->base) n += a->size * rt_dtypes[a->dtype].itemsize;
  return rt_int(n);
}

void np_register_bytes(Value m) {
  np_register_method("__sizeof__", m_sizeof);
  rt_module_add_fn(m, "fromfile", f_fromfile);
  np_register_method("tofile", m_tofile);
  rt_module_add_fn(m, "fromstring", f_fromstring);
  rt_module_add_fn(m, "frombuffer", f_frombuffer);
  np_register_method("tobytes", m_tobytes);
  np_register_method("byteswap", m_byteswap);
}

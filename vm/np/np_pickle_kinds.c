/* np_pickle_kinds.c — pickling and copying the NumPy objects whose Weft object is of another
 * kind than the numeric ndarray that numpy.core.multiarray._reconstruct makes: arrays of
 * strings, bytes, datetimes, records and objects, np.matrix, np.chararray, np.recarray and
 * masked arrays, NumPy scalars (numpy.core.multiarray.scalar(dtype, bytes)) and the dtypes
 * NumPy finishes in __setstate__ (strings, datetimes, records, byte orders).
 *
 * They reduce as NumPy 1.24 reduces them: _reconstruct(cls, (0,), b'b') with the state
 * (1, shape, dtype, is_fortran, data), where data is the array's bytes in NumPy's layout (UCS4
 * strings, int64 datetimes) or the list of an object array's items; a masked array's state adds
 * its mask's bytes and fill value. _reconstruct gives a pending object that holds cls, and the
 * build hook (pickle_hooks.h) puts the array the state describes in its place, since an object
 * cannot change its kind in place. User subclasses of np.ndarray stay instances of their class
 * (their own __setstate__ runs, as NumPy's documentation's subclasses have it). */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/class.h"
#include "../obj/dict.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../py/pickle_hooks.h"
#include "np_internal.h"
#include "np_datetime.h"
#include "np_ma.h"
#include "np_objarray.h"
#include "np_pickle_kinds.h"
#include "np_record.h"
#include "np_strarray.h"
#include "np_usersub.h"

/* What _reconstruct made for a class other than np.ndarray and its user subclasses: the class
 * the state's array becomes at BUILD. */
typedef struct NpPending {
  Obj hdr;
  Value cls;
} NpPending;

static void pending_free(Obj *o) {
  rt_decref(((NpPending *)o)->cls);
  free(o);
}

static const ObjType pending_type = {.name = "numpy.ndarray", .free = pending_free};

static Value pending_new(Value cls) {
  NpPending *p = rt_malloc(sizeof *p);
  rt_obj_init(&p->hdr, &pending_type);
  rt_incref(cls);
  p->cls = cls;
  return rt_obj(p);
}

/* numpy.<name> (new reference). */
static Value np_attr(const char *name) {
  Value np = rt_import("numpy");
  int mark = rt_cleanup_push_value(&np);
  Value r = rt_getattr(np, name);
  rt_cleanup_pop(mark, true);
  return r;
}

/* obj.<name>(args...) (new reference). */
static Value call_method(Value obj, const char *name, int argc, const Value *argv) {
  Value f = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* numpy.<name>(args...) (new reference). */
static Value call_np(const char *name, int argc, const Value *argv) {
  Value f = np_attr(name);
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static bool is_instance_of(Value v, const char *np_class) {
  Value cls = np_attr(np_class);
  int mark = rt_cleanup_push_value(&cls);
  Value args[2] = {v, cls};
  Value r = rt_call(rt_builtin_lookup("isinstance"), 2, args, NULL);
  bool yes = rt_truthy(r);
  rt_decref(r);
  rt_cleanup_pop(mark, true);
  return yes;
}

static Value type_of(Value v) { return rt_call(rt_builtin_lookup("type"), 1, &v, NULL); }

/* ---- reducing ---- */

/* The state's data: an object array's items as a list, a datetime array's int64 bytes, the
 * others' bytes (NumPy's tobytes: UCS4 strings, records as laid out). */
static Value state_data(Value arr) {
  if (np_is_objarr(arr)) {
    const NpObjArr *a = RT_AS(NpObjArr, arr);
    Value l = rt_list_new(a->size);
    for (int64_t k = 0; k < a->size; k++) rt_list_append(l, *np_objarr_at(a, k));
    return l;
  }
  if (np_is_recarr(arr)) { /* records holding objects: the list of their tuples, as NumPy's */
    Value dtype = rt_getattr(arr, "dtype"), has = rt_undef(), flat = rt_undef();
    int mark = rt_cleanup_push_value(&dtype);
    rt_cleanup_push_value(&has);
    rt_cleanup_push_value(&flat);
    has = rt_getattr(dtype, "hasobject");
    if (rt_truthy(has)) {
      Value minus1 = rt_int(-1);
      flat = call_method(arr, "reshape", 1, &minus1);
      Value r = call_method(flat, "tolist", 0, NULL);
      rt_cleanup_pop(mark, true);
      return r;
    }
    rt_cleanup_pop(mark, true);
  }
  if (np_is_timearr(arr)) {
    Value i8 = rt_str_from_c("i8");
    int mark = rt_cleanup_push_value(&i8);
    Value ints = call_method(arr, "astype", 1, &i8);
    rt_cleanup_push_value(&ints);
    Value r = call_method(ints, "tobytes", 0, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  return call_method(arr, "tobytes", 0, NULL);
}

/* (1, shape, dtype, False, data) of arr, with extra (a masked array's mask bytes and fill
 * value) appended. */
static Value array_state(Value arr, int nextra, const Value *extra) {
  Value h[3] = {rt_getattr(arr, "shape"), rt_getattr(arr, "dtype"), rt_undef()};
  int mark = rt_cleanup_push_value(&h[0]);
  rt_cleanup_push_value(&h[1]);
  rt_cleanup_push_value(&h[2]);
  h[2] = state_data(arr);
  Value items[7] = {rt_int(1), h[0], h[1], rt_bool(false), h[2]};
  for (int k = 0; k < nextra; k++) items[5 + k] = extra[k];
  Value r = rt_tuple_from(5 + nextra, items);
  rt_cleanup_pop(mark, true);
  return r;
}

/* (_reconstruct, (cls, (0,), b'b'), state). */
static Value reduce_with(Value cls, Value state) {
  Value ma = rt_import("numpy.core.multiarray");
  Value h[3] = {rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&ma);
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&h[k]);
  h[0] = rt_getattr(ma, "_reconstruct");
  h[2] = rt_tuple_from(1, (Value[1]){rt_int(0)});
  Value b = rt_bytes_new(&rt_bytes_type, "b", 1);
  h[1] = rt_tuple_from(3, (Value[3]){cls, h[2], b});
  rt_decref(b);
  Value r = rt_tuple_from(3, (Value[3]){h[0], h[1], state});
  rt_cleanup_pop(mark, true);
  return r;
}

static Value reduce_masked(Value obj, Value cls) {
  Value h[4] = {np_ma_getdata(obj), np_ma_getmaskarray(obj), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&h[0]);
  for (int k = 1; k < 4; k++) rt_cleanup_push_value(&h[k]);
  h[2] = call_method(h[1], "tobytes", 0, NULL);
  h[3] = rt_getattr(obj, "fill_value");
  Value extra[2] = {h[2], h[3]};
  Value st = array_state(h[0], 2, extra);
  rt_cleanup_push_value(&st);
  Value r = reduce_with(cls, st);
  rt_cleanup_pop(mark, true);
  return r;
}

/* An ndarray of any kind or class other than the numeric np.ndarray (array_reduce's). */
static Value reduce_array(Value obj) {
  Value cls = type_of(obj), base = rt_undef(), st = rt_undef();
  int mark = rt_cleanup_push_value(&cls);
  rt_cleanup_push_value(&base);
  rt_cleanup_push_value(&st);
  Value r;
  if (np_is_ma(obj)) r = reduce_masked(obj, cls);
  else {
    base = call_np("asarray", 1, &obj);
    st = array_state(base, 0, NULL);
    r = reduce_with(cls, st);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* An np.void (a record, or unstructured bytes): scalar(dtype, its bytes). */
static Value reduce_void(Value obj) {
  Value ma = rt_import("numpy.core.multiarray");
  Value h[3] = {rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&ma);
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&h[k]);
  h[0] = rt_getattr(ma, "scalar");
  h[1] = rt_getattr(obj, "dtype");
  h[2] = call_method(RT_AS(NpVoid, obj)->raw, "tobytes", 0, NULL);
  Value args = rt_tuple_from(2, (Value[2]){h[1], h[2]});
  rt_cleanup_push_value(&args);
  Value r = rt_tuple_from(2, (Value[2]){h[0], args});
  rt_cleanup_pop(mark, true);
  return r;
}

/* A NumPy scalar: numpy.core.multiarray.scalar(dtype, data), data its array's state data. */
static Value reduce_scalar(Value obj) {
  Value ma = rt_import("numpy.core.multiarray");
  Value h[4] = {rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&ma);
  for (int k = 0; k < 4; k++) rt_cleanup_push_value(&h[k]);
  h[0] = rt_getattr(ma, "scalar");
  h[1] = call_np("asarray", 1, &obj);
  h[2] = rt_getattr(h[1], "dtype");
  h[3] = state_data(h[1]);
  Value args = rt_tuple_from(2, (Value[2]){h[2], h[3]});
  rt_cleanup_push_value(&args);
  Value r = rt_tuple_from(2, (Value[2]){h[0], args});
  rt_cleanup_pop(mark, true);
  return r;
}

static Value attr_int(Value v, const char *name) {
  Value a = rt_getattr(v, name);
  int64_t n = rt_to_index(a, name);
  rt_decref(a);
  return rt_int(n);
}

/* The metadata of a datetime dtype's state: ({}, (unit, count, 1, 1)) read from its str
 * ('<M8[10s]': b's', 10; '<M8': b'generic', 1). */
static Value time_metadata(Value dtype) {
  Value s = rt_getattr(dtype, "str");
  int mark = rt_cleanup_push_value(&s);
  const char *t = rt_str_data(s), *open = strchr(t, '[');
  long count = 1;
  const char *unit = "generic";
  char buf[16] = "";
  if (open) {
    const char *p = open + 1;
    if (*p >= '0' && *p <= '9') count = strtol(p, (char **)&p, 10);
    size_t n = strcspn(p, "]");
    if (n >= sizeof buf) n = sizeof buf - 1;
    memcpy(buf, p, n);
    buf[n] = 0;
    unit = buf;
  }
  Value u = rt_bytes_new(&rt_bytes_type, unit, strlen(unit)), d = rt_dict_new();
  rt_cleanup_push_value(&u);
  rt_cleanup_push_value(&d);
  Value inner = rt_tuple_from(4, (Value[4]){u, rt_int(count), rt_int(1), rt_int(1)});
  rt_cleanup_push_value(&inner);
  Value r = rt_tuple_from(2, (Value[2]){d, inner});
  rt_cleanup_pop(mark, true);
  return r;
}

/* numpy.dtype(spec, False, True) with NumPy's state for a dtype of strings, bytes, datetimes
 * or records. */
static Value reduce_dtype(Value dtype) {
  Value h[6] = {rt_getattr(dtype, "kind"), rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&h[0]);
  for (int k = 1; k < 6; k++) rt_cleanup_push_value(&h[k]);
  char kind = rt_str_data(h[0])[0];
  int64_t size = attr_int(dtype, "itemsize").as.i;
  Value none = rt_none();
  if (kind == 'M' || kind == 'm') {
    h[1] = rt_str_printf("%c8", kind);
    h[2] = time_metadata(dtype);
    h[3] = rt_str_from_c("<");
    h[4] = rt_tuple_from(9, (Value[9]){rt_int(4), h[3], none, none, none, rt_int(-1), rt_int(-1), rt_int(0), h[2]});
  } else if (kind == 'V') {
    h[1] = rt_str_printf("V%lld", (long long)size);
    h[2] = rt_getattr(dtype, "names");
    h[5] = rt_getattr(dtype, "fields");
    h[3] = rt_str_from_c("|");
    h[4] = rt_tuple_from(8, (Value[8]){rt_int(3), h[3], none, h[2], rt_is_none(h[2]) ? none : h[5], rt_int(size), rt_int(1), rt_int(16)});
  } else if (kind == 'U' || kind == 'S') {
    h[1] = rt_str_printf("%c%lld", kind, (long long)(kind == 'U' ? size / 4 : size));
    h[3] = rt_str_from_c(kind == 'U' ? "<" : "|");
    h[4] = rt_tuple_from(8, (Value[8]){rt_int(3), h[3], none, none, none, rt_int(size), rt_int(kind == 'U' ? 4 : 1), rt_int(kind == 'U' ? 8 : 0)});
  } else {
    rt_cleanup_pop(mark, true);
    return rt_undef();
  }
  Value cls = np_attr("dtype");
  rt_cleanup_push_value(&cls);
  Value args = rt_tuple_from(3, (Value[3]){h[1], rt_bool(false), rt_bool(true)});
  rt_cleanup_push_value(&args);
  Value r = rt_tuple_from(3, (Value[3]){cls, args, h[4]});
  rt_cleanup_pop(mark, true);
  return r;
}

/* A dtype object of any kind (their types are numpy.dtype[str_], numpy.dtype[void], ...). */
static bool is_dtype(Value v) { return !rt_is_instance(v) && !strncmp(rt_type_name(v), "numpy.dtype[", 12); }

Value np_pickle_reduce_kinds(Value obj) {
  if (rt_is_type(obj, &rt_dtypeobj_type) || np_is_objdtype(obj)) return rt_undef();
  if (is_dtype(obj)) return reduce_dtype(obj);
  if (np_is_timearr(obj) || is_instance_of(obj, "ndarray")) return reduce_array(obj);
  if (np_is_void(obj)) return reduce_void(obj);
  if (np_is_time(obj) || is_instance_of(obj, "generic")) return reduce_scalar(obj);
  return rt_undef();
}

/* ---- building ---- */

/* Whether the dtype object's byte order is the other one ('>i4'). */
static bool swapped_dtype(Value dtype) {
  return rt_is_type(dtype, &rt_dtypeobj_type) && (RT_AS(DTypeObj, dtype)->dvar & NP_DVAR_SWAPPED);
}

static void check_size(int64_t have, int64_t want) {
  if (have != want) rt_raise(RT_EXC_ValueError, "buffer size does not match array size");
}

/* A numeric array from its bytes (in the dtype's byte order; the array is native, as NumPy's
 * __setstate__ gives it), Fortran-ordered data made an F-contiguous array. */
static Value numeric_from(int ndim, const int64_t *shape, Value dtype, bool fortran, Value data) {
  DType dt = rt_dtype_from_value(dtype);
  int64_t sh[RT_MAXDIM];
  for (int d = 0; d < ndim; d++) sh[d] = fortran ? shape[ndim - 1 - d] : shape[d];
  Value fresh = rt_array_new(dt, ndim, sh, false);
  int mark = rt_cleanup_push_value(&fresh);
  Array *a = RT_AS(Array, fresh);
  int64_t isz = rt_dtypes[dt].itemsize;
  if (!rt_is_bytes_like(data)) rt_raise(RT_EXC_TypeError, "invalid ndarray state");
  check_size(RT_AS(Bytes, data)->n, a->size * isz);
  memcpy(a->data, RT_AS(Bytes, data)->data, (size_t)(a->size * isz));
  if (swapped_dtype(dtype)) {
    int64_t part = rt_dtypes[dt].kind == 'c' ? isz / 2 : isz;
    for (char *p = a->data, *end = a->data + a->size * isz; p < end; p += part)
      for (int64_t i = 0; i < part / 2; i++) {
        char t = p[i];
        p[i] = p[part - 1 - i];
        p[part - 1 - i] = t;
      }
  }
  Value r = fortran ? rt_getattr(fresh, "T") : (rt_incref(fresh), fresh);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value objects_from(int ndim, const int64_t *shape, Value data) {
  if (!rt_is_list(data)) rt_raise(RT_EXC_TypeError, "invalid ndarray state");
  Value fresh = np_objarr_new(ndim, shape);
  NpObjArr *n = RT_AS(NpObjArr, fresh);
  const List *items = RT_AS(List, data);
  if (items->n != n->size) {
    rt_decref(fresh);
    check_size(items->n, n->size);
  }
  for (int64_t k = 0; k < n->size; k++) np_objarr_store(np_objarr_at(n, k), items->items[k]);
  return fresh;
}

/* Unicode (UCS4, little-endian, NUL-padded) or bytes (NUL-padded) items. */
static Value strings_from(int ndim, const int64_t *shape, int64_t itemsize, bool unicode, Value data) {
  int64_t width = unicode ? itemsize / 4 : itemsize;
  Value fresh = unicode ? np_strarr_new(ndim, shape, width) : np_bytesarr_new(ndim, shape, width);
  int mark = rt_cleanup_push_value(&fresh);
  NpStrArr *a = RT_AS(NpStrArr, fresh);
  if (!rt_is_bytes_like(data)) rt_raise(RT_EXC_TypeError, "invalid ndarray state");
  check_size(RT_AS(Bytes, data)->n, a->size * itemsize);
  const unsigned char *p = (const unsigned char *)RT_AS(Bytes, data)->data;
  StrBuf sb = {0};
  for (int64_t k = 0; k < a->size; k++, p += itemsize) {
    Value item;
    if (unicode) {
      sb.len = 0;
      for (int64_t c = 0; c < width; c++) {
        uint32_t cp = p[4 * c] | (uint32_t)p[4 * c + 1] << 8 | (uint32_t)p[4 * c + 2] << 16 | (uint32_t)p[4 * c + 3] << 24;
        if (cp == 0) break;
        rt_utf8_encode(&sb, cp);
      }
      item = rt_str_new(sb.data ? sb.data : "", sb.len);
    } else {
      int64_t n = itemsize;
      while (n > 0 && p[n - 1] == 0) n--;
      item = rt_bytes_new(&rt_bytes_type, (const char *)p, (size_t)n);
    }
    np_strarr_put(a, &a->items[k], item);
    rt_decref(item);
  }
  rt_sb_free(&sb);
  rt_cleanup_pop(mark, false);
  return fresh;
}

/* Datetimes (int64 counts) and records: frombuffer of their bytes, shaped and owned. */
static Value through_buffer(Value shape, Value dtype, char kind, Value data) {
  Value h[3] = {rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&h[0]);
  rt_cleanup_push_value(&h[1]);
  rt_cleanup_push_value(&h[2]);
  if (kind == 'M' || kind == 'm') {
    h[2] = rt_str_from_c("<i8");
    h[0] = call_np("frombuffer", 2, (Value[2]){data, h[2]});
    h[1] = call_method(h[0], "astype", 1, &dtype);
  } else {
    h[1] = call_np("frombuffer", 2, (Value[2]){data, dtype});
  }
  rt_decref(h[0]);
  h[0] = call_method(h[1], "reshape", 1, &shape);
  Value r = call_method(h[0], "copy", 0, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The array a state (version, shape, dtype, is_fortran, data) describes. */
static Value array_from_state(Value state) {
  if (!rt_is_tuple(state)) rt_raise(RT_EXC_TypeError, "__setstate__() argument 1 must be tuple, not %s", rt_type_name(state));
  if (RT_AS(Tuple, state)->n < 5) /* NumPy's words: the version first is optional there */
    rt_raise(RT_EXC_TypeError, "__setstate__() argument 1 must be sequence of length 4, not %lld", (long long)RT_AS(Tuple, state)->n);
  const Value *it = RT_AS(Tuple, state)->items;
  if (!rt_is_tuple(it[1])) rt_raise(RT_EXC_TypeError, "invalid ndarray state");
  const Tuple *sh = RT_AS(Tuple, it[1]);
  int64_t shape[RT_MAXDIM];
  if (sh->n > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  for (int64_t d = 0; d < sh->n; d++) shape[d] = rt_to_index(sh->items[d], NULL);
  Value dtype = it[2];
  if (np_is_objdtype(dtype)) return objects_from((int)sh->n, shape, it[4]);
  if (rt_is_type(dtype, &rt_dtypeobj_type)) return numeric_from((int)sh->n, shape, dtype, rt_truthy(it[3]), it[4]);
  if (rt_is_list(it[4])) { /* records holding objects */
    Value arr = call_np("array", 2, (Value[2]){it[4], dtype});
    int mark = rt_cleanup_push_value(&arr);
    Value r = call_method(arr, "reshape", 1, &it[1]);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Value kind = rt_getattr(dtype, "kind");
  char k = rt_str_data(kind)[0];
  rt_decref(kind);
  if (k == 'U' || k == 'S') return strings_from((int)sh->n, shape, attr_int(dtype, "itemsize").as.i, k == 'U', it[4]);
  return through_buffer(it[1], dtype, k, it[4]);
}

/* The state's array as an instance of cls (matrix, chararray, recarray, MaskedArray). */
static Value array_as(Value cls, Value state) {
  Value arr = array_from_state(state), h[3] = {rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&arr);
  for (int k = 0; k < 3; k++) rt_cleanup_push_value(&h[k]);
  Value r;
  h[0] = np_attr("ndarray");
  if (rt_is(cls, h[0])) r = (rt_incref(arr), arr);
  else if (RT_AS(Tuple, state)->n >= 7) { /* a masked array's: mask bytes, fill value */
    const Value *it = RT_AS(Tuple, state)->items;
    h[1] = rt_str_from_c("?");
    h[2] = call_np("frombuffer", 2, (Value[2]){it[5], h[1]});
    rt_decref(h[1]);
    h[1] = call_method(h[2], "reshape", 1, &it[1]);
    r = np_ma_new(arr, h[1], rt_is_none(it[6]) ? rt_undef() : it[6]);
  } else {
    rt_decref(h[0]);
    h[0] = np_attr("matrix");
    r = rt_is(cls, h[0]) ? call_np("asmatrix", 1, &arr) : call_method(arr, "view", 1, &cls);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* The dtype a dtype's state finishes: records from names and fields, a datetime's unit from
 * its metadata, the other byte order; RT_UNDEF when inst is already it. */
static Value dtype_from_state(Value inst, Value state) {
  const Value *it = RT_AS(Tuple, state)->items;
  int64_t n = RT_AS(Tuple, state)->n;
  if (n >= 5 && rt_is_tuple(it[3]) && rt_is_dict(it[4])) { /* {'names', 'formats', 'offsets', 'itemsize'} */
    Value spec = rt_dict_new(), h[3] = {rt_list_new(4), rt_list_new(4), rt_undef()};
    int mark = rt_cleanup_push_value(&spec);
    rt_cleanup_push_value(&h[0]);
    rt_cleanup_push_value(&h[1]);
    for (int64_t k = 0; k < RT_AS(Tuple, it[3])->n; k++) {
      Value f = rt_dict_get(it[4], RT_AS(Tuple, it[3])->items[k]);
      if (!rt_is_tuple(f) || RT_AS(Tuple, f)->n < 2) rt_raise(RT_EXC_ValueError, "invalid fields in dtype state");
      rt_list_append(h[0], RT_AS(Tuple, f)->items[0]);
      rt_list_append(h[1], RT_AS(Tuple, f)->items[1]);
    }
    h[2] = rt_list_from(RT_AS(Tuple, it[3])->n, RT_AS(Tuple, it[3])->items);
    rt_cleanup_push_value(&h[2]);
    rt_dict_set_str(spec, "names", h[2]);
    rt_dict_set_str(spec, "formats", h[0]);
    rt_dict_set_str(spec, "offsets", h[1]);
    rt_dict_set_str(spec, "itemsize", it[5]);
    Value r = call_np("dtype", 1, &spec);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (n >= 9 && rt_is_tuple(it[8]) && RT_AS(Tuple, it[8])->n == 2) { /* datetime metadata */
    Value unit = RT_AS(Tuple, it[8])->items[1], kind = rt_getattr(inst, "kind");
    int mark = rt_cleanup_push_value(&kind);
    if (!rt_is_tuple(unit) || RT_AS(Tuple, unit)->n < 2 || !rt_is_bytes_like(RT_AS(Tuple, unit)->items[0]))
      rt_raise(RT_EXC_ValueError, "invalid datetime metadata in dtype state");
    const Bytes *u = RT_AS(Bytes, RT_AS(Tuple, unit)->items[0]);
    int64_t count = rt_to_index(RT_AS(Tuple, unit)->items[1], NULL);
    Value spec = u->n == 7 && !memcmp(u->data, "generic", 7)
                     ? rt_str_printf("<%s8", rt_str_data(kind))
                     : count == 1 ? rt_str_printf("<%s8[%.*s]", rt_str_data(kind), (int)u->n, (const char *)u->data)
                                  : rt_str_printf("<%s8[%lld%.*s]", rt_str_data(kind), (long long)count, (int)u->n, (const char *)u->data);
    rt_cleanup_push_value(&spec);
    Value r = call_np("dtype", 1, &spec);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (n >= 2 && rt_is_str(it[1]) && !strcmp(rt_str_data(it[1]), ">") && rt_is_type(inst, &rt_dtypeobj_type)) {
    Value order = rt_str_from_c(">");
    int mark = rt_cleanup_push_value(&order);
    Value r = call_method(inst, "newbyteorder", 1, &order);
    rt_cleanup_pop(mark, true);
    return r;
  }
  return rt_undef();
}

static Value np_pickle_build(Value inst, Value state) {
  Value r = np_pickle_build_rng(inst, state);
  if (!rt_is_undef(r)) return r;
  if (rt_is_type(inst, &pending_type)) return array_as(RT_AS(NpPending, inst)->cls, state);
  if (rt_is_tuple(state) && RT_AS(Tuple, state)->n >= 8 && is_dtype(inst)) {
    Value r = dtype_from_state(inst, state);
    return rt_is_undef(r) ? (rt_incref(inst), inst) : r;
  }
  return rt_undef();
}

/* ---- user subclasses: ndarray.__reduce__ / __setstate__ as their hidden class has them ---- */

static Value sub_self(const char *method, int argc, const Value *argv, int max) {
  if (argc < 1 || !np_usersub_is(argv[0]))
    rt_raise(RT_EXC_TypeError, "descriptor '%s' of 'numpy.ndarray' object needs an argument", method);
  if (argc - 1 > max) rt_raise(RT_EXC_TypeError, "expected at most %d arguments, got %d", max, argc - 1);
  return argv[0];
}

/* (_reconstruct, (type(self), (0,), b'b'), (1, shape, dtype, False, data)). */
Value np_pickle_sub_reduce(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = sub_self("__reduce__", argc, argv, 1);
  Value cls = type_of(self);
  int mark = rt_cleanup_push_value(&cls);
  Value st = array_state(RT_AS(Instance, self)->base, 0, NULL);
  rt_cleanup_push_value(&st);
  Value r = reduce_with(cls, st);
  rt_cleanup_pop(mark, true);
  return r;
}

/* __reduce_ex__(protocol): self.__reduce__(), a subclass's own one when it has it (NumPy's
 * array_reduce_ex for the protocols below 5). */
Value np_pickle_sub_reduce_ex(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  Value self = sub_self("__reduce_ex__", argc, argv, 1);
  return call_method(self, "__reduce__", 0, NULL);
}

/* self.__setstate__(state): self holds the array the state describes. */
Value np_pickle_sub_setstate(Value data, int argc, const Value *argv, const Kwargs *kw) {
  (void)data, (void)kw;
  if (argc != 2) rt_raise(RT_EXC_TypeError, "__setstate__() takes exactly one argument (%d given)", argc - 1);
  Value self = sub_self("__setstate__", argc, argv, 1);
  Value arr = array_from_state(argv[1]);
  Instance *in = RT_AS(Instance, self);
  Value old = in->base;
  in->base = arr;
  rt_decref(old);
  return rt_none();
}

/* numpy.core.multiarray._reconstruct(subtype, shape, typecode): an empty numeric array that
 * __setstate__ fills for np.ndarray and user subclasses (an instance of theirs), a pending
 * object for NumPy's own subclasses. */
static Value f_reconstruct(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("_reconstruct", argc, kw, 3, 3, RT_ARGS_NONE);
  int64_t zero = 0;
  Value nd = np_attr("ndarray");
  bool plain = rt_is(argv[0], nd);
  rt_decref(nd);
  if (plain) return pending_new(argv[0]);
  Value arr = rt_array_new(DT_UINT8, 1, &zero, true);
  if (np_usersub_is_class(argv[0])) return np_usersub_wrap(RT_AS(ClassObj, argv[0]), arr, rt_none());
  Value p = pending_new(argv[0]);
  rt_decref(arr);
  return p;
}

/* numpy.core.multiarray.scalar(dtype, data): the scalar an array of that one item holds. */
static Value f_scalar(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_args("scalar", argc, kw, 2, 2, RT_ARGS_NONE);
  if (np_is_objdtype(argv[0])) return (rt_incref(argv[1]), argv[1]);
  Value shape = rt_tuple_from(1, (Value[1]){rt_int(1)});
  int mark = rt_cleanup_push_value(&shape);
  Value st = rt_tuple_from(5, (Value[5]){rt_int(1), shape, argv[0], rt_bool(false), argv[1]});
  rt_cleanup_push_value(&st);
  Value arr = array_from_state(st);
  rt_cleanup_push_value(&arr);
  Value r = rt_getitem(arr, rt_int(0));
  rt_cleanup_pop(mark, true);
  return r;
}

void np_pickle_kinds_init(Value multiarray) {
  rt_module_add_fn(multiarray, "_reconstruct", f_reconstruct);
  rt_module_add_fn(multiarray, "scalar", f_scalar);
}

void np_pickle_kinds_register(void) {
  py_set_pickle_build_hook(np_pickle_build);
  np_pickle_rng_register();
}

/* np_record.h — NumPy's structured dtypes and the arrays and np.void scalars of them, private
 * to vm/np: the dtype (np_recdtype.c), the array and the scalar (np_recarray.c), printing
 * (np_recformat.c).
 *
 * A structured array keeps its records in `raw`, an ordinary uint8 ndarray with one more axis
 * than the array, of length itemsize and stride 1: indexing, slicing, masks and fancy indexing
 * of the records are the uint8 array's own on the leading axes, and a field a['x'] is an
 * ordinary strided view of raw's memory with the field's dtype. */
#ifndef WEFT_NP_RECORD_H
#define WEFT_NP_RECORD_H

#include "np_internal.h"

#define NP_SUBDIM 8 /* most dimensions of a field's subarray ('v', 'f4', (3,)) */

typedef struct NpField {
  Value name;        /* str */
  DType dt;          /* the element type (of each subarray item for a subarray field) */
  int sub_ndim;      /* 0 for a scalar field */
  int64_t sub_shape[NP_SUBDIM];
  int64_t offset;    /* bytes from the record's start */
  bool str;          /* a '<U<n>' field: n UCS4 code points, stored as a uint32 subarray (n,) */
  bool bytes;        /* with str, an 'S<n>' field: n bytes, stored as a uint8 subarray (n,) */
  Value rec;         /* a nested structured field: its NpRecDtype (owned), stored as a uint8
                        subarray (itemsize,); RT_UNDEF otherwise */
  bool obj;          /* an 'O' field: each record holds a handle to the Python value (dt
                        DT_INT64, np_recobj.c) */
} NpField;

typedef struct NpRecDtype {
  Obj hdr;
  int nfields;
  NpField *fields;
  int64_t itemsize;
  int alignment;     /* 1 unless align=True: the largest field alignment */
  bool aligned;      /* align=True (dtype.isalignedstruct) */
  bool record;       /* a recarray's dtype: prints as (numpy.record, [...]) */
  bool plain;        /* an unstructured 'V<n>': no fields, itemsize raw bytes per element */
} NpRecDtype;
extern const ObjType np_recdtype_type;
static inline bool np_is_recdtype(Value v) { return rt_is_type(v, &np_recdtype_type); }

/* The structured dtype a dtype argument describes (a list of (name, format[, shape]) tuples, a
 * {'names': ..., 'formats': ...} dict, a comma-separated 'f8,i4', or such a dtype), a new
 * reference; RT_UNDEF when it describes none (the numeric path then runs). Raises NumPy's
 * errors for malformed descriptions. */
Value np_recdtype_of(Value spec, bool align);
/* A structured dtype with room for n fields and none yet (the caller fills them in). */
Value np_recdtype_new(int64_t n);
/* Index of the field named name (a str), -1 when none. */
int np_rec_field_index(const NpRecDtype *d, Value name);
int64_t np_field_count(const NpField *f);         /* items of a subarray field (1 if scalar) */
void np_recdtype_repr_body(StrBuf *sb, const NpRecDtype *d); /* what goes in dtype(...) */
/* dt['x'] and dtype.fields' values: dtype('float64') or dtype(('<f4', (3,))). */
Value np_field_dtype(const NpField *f);
/* A standalone subarray dtype, np.dtype(('f8', (2, 2))) (ndim at most NP_SUBDIM), and its parts
 * when v is one (np_subdtype.c makes arrays of it). */
Value np_subdtype_new(DType base, int ndim, const int64_t *shape);
bool np_subdtype_parts(Value v, DType *base, int *ndim, int64_t *shape);

typedef struct NpRecArr {
  Obj hdr;
  Value dtype;       /* NpRecDtype */
  Value raw;         /* uint8 Array: the array's shape + (itemsize,) */
  bool numba;        /* seen from @jit code: its records take r.x as r['x'] */
  bool rec;          /* an np.recarray: fields are attributes, records are np.record */
} NpRecArr;
extern const ObjType np_recarr_type;
static inline bool np_is_recarr(Value v) { return rt_is_type(v, &np_recarr_type); }

/* np.void: one record, a view of its array's memory (writes go through). raw: 1-D uint8. */
typedef struct NpVoid {
  Obj hdr;
  Value dtype;
  Value raw;
  bool numba;        /* from a Numba view: r.x reads and writes field x */
  bool rec;          /* an np.record (of a recarray): r.x reads and writes field x too */
} NpVoid;
extern const ObjType np_void_type;
static inline bool np_is_void(Value v) { return rt_is_type(v, &np_void_type); }

/* A '<U<n>' field's text at record p (a Python str, trailing NULs dropped), and storing str(v)
 * there (cut to n code points, NUL-padded). */
Value np_rec_str_load(const NpField *f, const char *p);
/* A string field's view (a['name'], np_recarray.c): its items reloaded from the records, and
 * written back to them. */
struct NpStrArr;
void np_rec_strview_refresh(struct NpStrArr *a);
void np_rec_strview_writeback(struct NpStrArr *a);
void np_rec_str_store(const NpField *f, char *p, Value v);

/* 'O' fields (np_recobj.c): the value a handle stands for (a new reference; handle 0, the
 * zeroed memory of np.zeros, is the int 0), a handle for v, and a['name'] as an object array
 * of the records' values (a copy: NumPy's view writes through, this one does not). */
Value np_recobj_get(const NpField *f, const char *p);
void np_recobj_set(const NpField *f, char *p, Value v);
Value np_recobj_field_array(Value raw, const NpField *f);
/* The same, written back to the records on assignment: a['name'] for field i of dtype. */
Value np_recobj_field_of(Value raw, Value dtype, int i);
/* a['name'] = v: v (a value or a sequence, broadcast to the records) into every record. */
void np_recobj_field_assign(Value raw, const NpField *f, Value v);
/* np.empty's records: None in each 'O' field of arr (a structured array; others untouched). */
void np_recobj_fill_none(Value arr);
/* Does d (or a structure nested in it) have an 'O' field? */
bool np_recdtype_has_object(const NpRecDtype *d);

/* The records of raw (a structured array's bytes, dtype d) as array2string lays them out
 * after a prefix of prefix_len (np_recformat.c). */
void np_rec_format_body(StrBuf *sb, const NpRecDtype *d, const Array *raw, const char *sep,
                        int prefix_len, int linewidth);

/* np.recarray (np_rec.c): v (an array of records, a record) seen as a recarray / np.record, a
 * new reference sharing v's memory; the dtype d as a recarray shows it. */
Value np_rec_as_recarray(Value v);
Value np_recdtype_as_record(Value d);
void np_register_rec(Value m); /* np.rec, np.recarray, np.record */
Value np_recarray_class(void);  /* np.recarray (borrowed) */

/* Hooks of np.array/np.zeros/np.sort/...: RT_UNDEF when the arguments are not structured. */
Value np_rec_array_hook(Value obj, Value dtype);
Value np_rec_filled_hook(int ndim, const int64_t *shape, Value dtype, Value fill);
Value np_rec_sort_hook(Value a, Value axis, Value order, bool arg);
/* np_recsort.c: the methods a.sort(order=) and a.argsort(order=) */
Value np_rec_m_sort(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_rec_m_argsort(Value self, int argc, const Value *argv, const Kwargs *kw);
/* np_recastype.c: a.astype(dtype) */
Value np_rec_m_astype(Value self, int argc, const Value *argv, const Kwargs *kw);
/* np_recarray.c, for np_recsort.c: an array or void over raw (stolen), and the record count */
Value np_rec_wrap(Value dtype, Value raw);
int64_t np_rec_count(const Array *raw);
Value np_rec_like_hook(Value proto, Value dtype, Value shape, Value fill); /* np.zeros_like ... */
Value np_rec_concat_hook(Value seq, Value axis);
Value np_rec_view_hook(Value arr, Value dtype); /* a.view(structured dtype) */
Value np_rec_unique(Value a, bool want_index, bool want_inverse, bool want_counts);

/* np_recformat.c: print(a)/repr(a) of a structured array; repr/str of a void. */
Value np_recarr_text(Value a, bool repr);
Value np_void_text(Value v);

/* A field of an array of records (raw: shape + (itemsize,)) as an array view with the field's
 * dtype and shape + subarray shape. */
Value np_rec_field_view(Value raw, const NpField *f);
/* Field f of the record at p as a Python value (a new reference). */
Value np_rec_field_value(const NpField *f, const char *p);
/* The same, as a stack header only (no object, no reference): for the printers. */
void np_rec_field_header(Array *out, const Array *raw, const NpField *f);

#endif

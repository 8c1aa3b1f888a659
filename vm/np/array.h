/* array.h — NumPy's ndarray, dtypes and NumPy scalars, as the whole runtime sees them.
 *
 * Files (one idea each, all prefixed np_): np_dtype.c (dtype table, dtype objects, promotion),
 * np_array.c (the array object, allocation, views, attributes and methods table),
 * np_create.c (array/zeros/arange/...), np_index.c (indexing and assignment), np_scalar.c
 * (NumPy scalar objects), np_ufunc.c / np_binop.c (elementwise arithmetic, comparisons, ufuncs
 * with broadcasting), np_reduce.c (sum/mean/... with axis and keepdims, cumsum), np_sort.c,
 * np_linalg.c (dot/matmul/@), np_misc.c (bincount, convolve, allclose, where, clip, ...),
 * np_format.c (NumPy's printing rules), np_random.c (legacy MT19937 streams), np_module.c
 * (the numpy module table).
 */
#ifndef WEFT_RT_ARRAY_H
#define WEFT_RT_ARRAY_H

#include <stdint.h>

#include "../base/strbuf.h"
#include "../obj/value.h"

/* X(ENUM, ctype, name, kind, itemsize)   kind: 'b' bool, 'i' signed, 'u' unsigned, 'f' float.
 * RT_DTYPES lists the real dtypes, whose elements C arithmetic handles; float16 (IEEE binary16
 * bits, which C has no portable arithmetic for: np_half.c converts and computes it in float32,
 * as NumPy does) and the complex ones (kind 'c', a pair of floats) follow them in the enum and
 * have their own loops (np_half.c, np_complex.c). */
#define RT_DTYPES(X)                                 \
  X(BOOL, uint8_t, "bool", 'b', 1)                   \
  X(INT8, int8_t, "int8", 'i', 1)                    \
  X(INT16, int16_t, "int16", 'i', 2)                 \
  X(INT32, int32_t, "int32", 'i', 4)                 \
  X(INT64, int64_t, "int64", 'i', 8)                 \
  X(UINT8, uint8_t, "uint8", 'u', 1)                 \
  X(UINT16, uint16_t, "uint16", 'u', 2)              \
  X(UINT32, uint32_t, "uint32", 'u', 4)              \
  X(UINT64, uint64_t, "uint64", 'u', 8)              \
  X(FLOAT32, float, "float32", 'f', 4)               \
  X(FLOAT64, double, "float64", 'f', 8)

typedef struct NpHalf { uint16_t bits; } NpHalf;
#define RT_HALF_DTYPES(X) X(FLOAT16, NpHalf, "float16", 'f', 2)

typedef struct NpCfloat { float re, im; } NpCfloat;
typedef struct NpCdouble { double re, im; } NpCdouble;
#define RT_COMPLEX_DTYPES(X)                         \
  X(COMPLEX64, NpCfloat, "complex64", 'c', 8)        \
  X(COMPLEX128, NpCdouble, "complex128", 'c', 16)
/* np.longdouble (np.float128): x86-64's 80-bit extended double in 16 bytes, computed in C's
 * long double (np_longdouble.c); last, so the dtypes before it keep their numbers. */
#define RT_LD_DTYPES(X) X(LONGDOUBLE, long double, "float128", 'f', 16)
#define RT_ALL_DTYPES(X) RT_DTYPES(X) RT_HALF_DTYPES(X) RT_COMPLEX_DTYPES(X) RT_LD_DTYPES(X)

typedef enum {
#define X(e, ct, name, kind, size) DT_##e,
  RT_ALL_DTYPES(X)
#undef X
  DT_COUNT
} DType;

typedef struct DTypeInfo {
  const char *name;   /* "float32" */
  char kind;          /* 'b' 'i' 'u' 'f' 'c' */
  int itemsize;
} DTypeInfo;
extern const DTypeInfo rt_dtypes[DT_COUNT];

#define RT_MAXDIM 32

/* Dtype variants (the `dvar` byte of arrays, NumPy scalars and dtype objects): NumPy types that
 * share a DType's storage and arithmetic but that NumPy tells apart, carried beside the DType
 * instead of multiplying the enum (and every loop table indexed by it).
 *  - NP_DVAR_LONGLONG: np.longlong / np.ulonglong ('q'/'Q', type numbers 9/10) on DT_INT64 /
 *    DT_UINT64; on Linux NumPy 1.24 keeps them distinct from long ('l'/'L'): their own scalar
 *    classes, char and num, while np.dtype('q') == np.int64 and the name stays int64.
 *  - NP_DVAR_SWAPPED: a non-native byte order ('>f8' on this little-endian machine). The
 *    elements stay in native order in memory, so every loop reads them as they are; the order
 *    shows only where NumPy exposes the bytes or the dtype: dtype.byteorder/str/repr,
 *    tobytes(), frombuffer() (swapped on the way in), newbyteorder()/byteswap().
 * A dtype specification (np.dtype('q'), '>i4', np.longlong) yields its variant through
 * np_dvar_of_spec; the places that create an array of a requested dtype (np.array, zeros, ones,
 * empty, full, arange, astype, copy) apply it; views take their base's variant when the dtype
 * is the same. Results of arithmetic are native: SWAPPED never survives an operation, while
 * LONGLONG does when the result's DType is the 64-bit one of the same signedness (NumPy's
 * ufunc loop for 'q' operands is the 'qq->q' one); np_dvar_result decides that. */
enum { NP_DVAR_NONE = 0, NP_DVAR_LONGLONG = 1, NP_DVAR_SWAPPED = 2,
       NP_DVAR_LITTLE = 4 /* dtype objects only: an explicit '<' (d.newbyteorder('<')), which
                             NumPy's repr and byteorder show, while np.dtype('<f8') is '=' */ };

/* An n-dimensional strided view of a buffer. Strides are in bytes and may be negative.
 * `base` is NULL when this array owns `data` (freed with it), otherwise the object that owns
 * the memory (another Array), kept alive by a reference. */
typedef struct Array {
  Obj hdr;
  DType dtype;
  int ndim;
  int64_t size;                 /* product of shape */
  int64_t shape[RT_MAXDIM];
  int64_t strides[RT_MAXDIM];
  char *data;
  Obj *base;
  bool writeable;
  uint8_t dvar;                 /* NP_DVAR_* bits: longlong, non-native byte order */
  uint64_t buffer_id;           /* serial of the buffer, given when it is allocated and shared by
                                   its views: identifies it where malloc reuses addresses (prof/) */
} Array;
extern const ObjType rt_array_type;
static inline bool rt_is_array(Value v) { return rt_is_type(v, &rt_array_type); }

/* New C-contiguous array, uninitialised (zeroed if zero is true). Raises MemoryError with
 * NumPy's message ("Unable to allocate 7.28 TiB for an array with shape (1000000000000,) and
 * data type float64") when the allocation cannot be satisfied. */
Value rt_array_new(DType dt, int ndim, const int64_t *shape, bool zero);
/* A view of base's memory (base: an Array; increfs its owner). */
Value rt_array_view(Value base, DType dt, int ndim, const int64_t *shape,
                    const int64_t *strides, char *data);
/* A C-contiguous array over memory that another object owns (a ctypes array: any object,
 * increfed and kept as the base; np.ctypeslib.as_array). */
Value rt_array_over(Obj *owner, DType dt, int ndim, const int64_t *shape, char *data);
bool rt_array_is_c_contiguous(const Array *a);
/* A C-contiguous copy (or a new reference to a when it already is contiguous and !force). */
Value rt_array_contiguous(Value a, bool force);
/* Convert any value (array, NumPy scalar, Python number, nested list/tuple) to an array.
 * dt < 0 infers the dtype like np.asarray; otherwise casts. Returns a new reference (the same
 * object when a is already an array of that dtype). */
Value rt_array_from_value(Value v, int dt);
/* Element access by flat C-order index or by pointer, converted to/from C types. */
double rt_elem_get_f64(DType dt, const char *p);
int64_t rt_elem_get_i64(DType dt, const char *p);
void rt_elem_set_f64(DType dt, char *p, double v);
void rt_elem_set_i64(DType dt, char *p, int64_t v);
/* Copy src into dst with broadcasting and casting (shapes must broadcast; raises ValueError). */
void rt_array_assign(Value dst, Value src);

/* ---- NumPy scalars: np.float32(1.5), the result of indexing an array with integers ---- */
typedef struct NpScalar {
  Obj hdr;
  DType dtype;
  uint8_t dvar;                 /* NP_DVAR_LONGLONG for np.longlong/np.ulonglong scalars */
  union {
    uint8_t b;
    int8_t i8; int16_t i16; int32_t i32; int64_t i64;
    uint8_t u8; uint16_t u16; uint32_t u32; uint64_t u64;
    uint16_t f16; float f32; double f64;
    NpCfloat c64; NpCdouble c128;
    long double f128;
    char bytes[16];
  } as;
} NpScalar;
extern const ObjType rt_npscalar_type;
static inline bool rt_is_npscalar(Value v) { return rt_is_type(v, &rt_npscalar_type); }
Value rt_npscalar_new(DType dt, const void *elem); /* copies itemsize bytes from elem */
/* A Python int/float/bool with the same value (np.float32 → float, np.int64 → int, ...). */
Value rt_npscalar_to_py(Value s);

/* ---- dtype objects: arr.dtype, np.dtype('f4'), and the scalar types np.float32 ... ---- */
typedef struct DTypeObj {
  Obj hdr;
  DType dtype;
  uint8_t dvar;                 /* NP_DVAR_* bits (see above) */
} DTypeObj;
extern const ObjType rt_dtypeobj_type;
Value rt_dtypeobj_new(DType dt);
/* Accepts dtype objects, scalar types (np.float32), the builtins float/int/bool, and strings
 * ('float32', 'f4', 'int', ...). Raises TypeError("data type 'x' not understood"). */
DType rt_dtype_from_value(Value v);
/* NumPy 2 promotion between two dtypes (np.result_type). */
/* NumPy's one-letter type code of dt (np.dtype('float64').char is 'd'). */
char rt_dtype_char(DType dt);
DType rt_dtype_promote(DType a, DType b);

/* ---- printing (np_format.c) ---- */
void rt_np_format_array(StrBuf *sb, Value arr, bool repr);   /* print(a) / repr(a) */
void rt_np_format_scalar(StrBuf *sb, DType dt, const void *elem, bool repr);

/* ---- operators (np_binop.c): the binop/unop slots of arrays and NumPy scalars ---- */
Value rt_np_binop(BinOp op, Value a, Value b);
Value rt_np_unop(UnOp op, Value a);

/* ---- np_dtype.c / np_array.c / np_index.c ---- */
/* Cast one element from src's dtype to dst's with NumPy's C-cast semantics (float → int
 * truncates; NaN/inf/out of range give x86's "integer indefinite" value; ints wrap). */
void rt_elem_cast(DType dst, char *dp, DType src, const char *sp);
uint64_t rt_elem_get_u64(DType dt, const char *p); /* unsigned view (uint64 above 2**63) */
bool rt_elem_truthy(DType dt, const char *p);
/* The scalar type class np.float32 etc. (new reference); what dtype.type returns. */
Value rt_dtype_scalar_type(DType dt);
/* Like rt_dtype_from_value but returns -1 instead of raising. */
int rt_dtype_try_from_value(Value v);
/* Shape of a broadcast of two shapes; raises ValueError like NumPy ("operands could not be
 * broadcast together with shapes (2,) (3,) "). Returns the result's ndim. */
int rt_broadcast_shapes(int na, const int64_t *sa, int nb, const int64_t *sb, int64_t *out);
/* A view of a with the given shape (ndim >= a's), broadcasting size-1/missing axes with stride
 * 0. Raises ValueError("could not broadcast input array from shape (3,) into shape (2,)"). */
Value rt_array_broadcast_to(Value a, int ndim, const int64_t *shape);
/* a.astype(dt): always a new C-contiguous array. */
Value rt_array_astype(Value a, DType dt);
/* Python's repr of a shape: "(3,)", "(2, 3)", "()". */
void rt_sb_shape(StrBuf *sb, int ndim, const int64_t *shape);

/* In-place operator for arrays (a += b writes into a, casting like NumPy's same_kind rule);
 * returns a new reference to a: the array type's inplace_binop slot. (np_binop.c) */
Value rt_np_inplace_binop(BinOp op, Value a, Value b);
/* abs(x) for arrays and NumPy scalars (np.absolute); for builtins.c's abs()
 * (np_binop.c). */
Value rt_np_abs(Value a);

/* a <op> b for the VM when operand a (reuse_a) or b (reuse_b) is a dying temporary: computes
 * the result in place into that operand when nothing can tell (it is an array with refcount 1
 * that owns its data, and the result has exactly its dtype and shape), returning a new
 * reference to it; RT_UNDEF when no operand qualifies (then use rt_binop). NumPy's temporary
 * elision. (np_binop.c) */
Value rt_np_binop_reuse(BinOp op, Value a, Value b, bool reuse_a, bool reuse_b);

/* Fused elementwise chains (np_fuse.c): a postfix program of (code, arg) byte pairs over
 * leaves, the values of an expression's names, numbers and attributes: NPF_LEAF pushes
 * leaves[arg]; NPF_NEG negates; NPF_BIN applies BinOp arg (+ - * / **); NPF_CALL calls the
 * value under its arg arguments with them. When the leaves are arrays, numbers and ufuncs,
 * with one array large enough, computes the expression in one pass with NumPy's results into
 * *result (new reference) and returns true; false, having computed nothing, otherwise (the
 * caller then runs the expression's ordinary code). strict: also false where the chain needs
 * an operation on scalars alone, cannot be fused whole, or where its pass met a floating-point
 * condition (a warning or error NumPy reports), having reported nothing: the ordinary code
 * then reports it from its own operation, as unfused code does. */
enum { NPF_LEAF, NPF_NEG, NPF_BIN, NPF_CALL };
bool rt_np_fuse(int nleaves, const Value *leaves, int nops, const uint8_t *ops, bool strict,
                Value *result);

/* Python-visible class names of NumPy scalars ("numpy.float64"), indexed by DType, for
 * the scalar type's type_name slot and error messages. */
extern const char *const rt_npscalar_names[DT_COUNT];

/* The name of a NumPy ufunc object (np.add: "add"), NULL for any other value. (np_ufunc_obj.c) */
const char *np_ufunc_name(Value v);

/* Is v an object array (dtype=object, np_objarray.c)? Its ndim and Numba's layout letter of it
 * ('C' contiguous, else 'A'), for the messages of compiled code that refuses it. */
bool rt_np_object_array_info(Value v, int *ndim, char *layout);

/* A structured array as @jit code sees it (np_recarray.c): the same records, whose fields
 * r.x reads and writes as r['x'] (Numba's record semantics); RT_UNDEF for any other value. */
Value rt_np_record_numba_view(Value v);
/* Records seen from interpreted @jit code take r.x for r['x'] while on; the previous setting. */
bool rt_np_numba_records(bool on);
/* Whether an interpreted @jit function is running (that setting): Numba's messages then. */
bool rt_np_in_numba_code(void);

/* Structured arrays as kernel arguments: each field travels as its own array (a strided view
 * of the records; np_reclayout.c). rt_np_record_layout_of gives the id (1, 2, ...) of v's
 * record layout, interned for the current VM's life, or 0 when v is not a structured array; the others ask a
 * layout about its fields (k from 0) and make field k's view of v (a new reference). */
int rt_np_record_layout_of(Value v);
int rt_np_record_nfields(int id);
int rt_np_record_field_find(int id, const char *name); /* -1 when none */
void rt_np_record_field_info(int id, int k, DType *dt, int *sub_ndim);
Value rt_np_record_field_array(Value v, int k);
int rt_np_record_ndim(Value v);

/* Register the modules numpy and numpy.random with the import machinery (np_module.c);
 * called once at start-up by the composition root. */
void np_register(void);

#endif

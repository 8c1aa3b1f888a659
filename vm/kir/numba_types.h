/* numba_types.h — Numba's type objects as the host sees them (numba.float32, numba.int32[:],
 * float32(float32, float32), 'void(float32[:,:], float32[:])') and the signature parser the
 * ufunc decorators and the kernel typer share: the types kernels are declared with, so they
 * live with the typer (vm/kir) and the numba modules (vm/numba) use them. Implemented in
 * numba_types.c.
 *
 * Scalar types are callable casts on the host (numba.float32(1.5) is np.float32(1.5), int32(2**40)
 * wraps) and build signatures when called with types; subscripting a scalar type with slices
 * gives an array type (float32[:, :] is array(float32, 2d, A); a final ::1 makes layout C). */
#ifndef WEFT_KIR_NUMBA_TYPES_H
#define WEFT_KIR_NUMBA_TYPES_H

#include "kir.h"
#include "../np/array.h"
#include "../obj/value.h"

/* A type object: one KirTy, or a signature (KirSig) when is_sig. */
typedef struct NbType {
  Obj hdr;
  bool is_sig;
  bool is_tuple; /* numba.typeof of a flat tuple: sig holds it as one tuple parameter */
  KirTy ty;
  KirSig sig;
} NbType;
extern const ObjType nb_type_type;
static inline bool nb_is_type(Value v) { return rt_is_type(v, &nb_type_type); }

Value nb_type_new(KirTy ty);
Value nb_sig_new(const KirSig *sig); /* a signature object: "(int64, int64) -> int64" */
/* A type known only by its name, printed as it (Tuple(int64, Tuple(float64, int64)), or a
 * whole signature's text): what Weft's types cannot hold. */
Value nb_named_type_new(const char *name);
/* The signature "(a, b) -> ret" of named types (args and return_type as named types). */
Value nb_named_sig_new(int argc, const char (*names)[160], const char *ret);
/* Its name (NULL for anything but a named type); an attribute it answers (ListType's
 * item_type: val borrowed, at most 3). A scalar type called with named ones among its
 * arguments (float64(ListType[float64])) is a named signature: nb_named_sig gives its argument
 * names (KIR_MAX_ARGS at most) and its return type's name (false for anything else). */
const char *nb_named_type_name(Value v);
void nb_named_type_set_attr(Value v, const char *name, Value val);
bool nb_named_sig(Value v, int *nargs, char (*names)[160], char *ret, size_t n);
/* The same for a signature string returning a tuple ('UniTuple(float64, 2)(float64[:])'):
 * its argument names and the tuple's Numba name; false for any other value. */
bool nb_tuple_ret_sig(Value v, int *nargs, char (*names)[160], char *ret, size_t n);
/* numba.typeof's type of a tuple of n items: 'UniTuple(int64 x 2)', 'Tuple(int64, float64)'. */
Value nb_tuple_type_new(const KirTy *items, int n);
/* The signature a decorator was given: a string ('float32(float32, int32)', parsed by
 * kir_parse_signature) or a signature object (float32(float32, int32)). Raises TypeError. */
void nb_signature_from_value(Value v, KirSig *out);
/* The dtype a value denotes, for dtype= arguments: numba scalar types, then NumPy's rules
 * (rt_dtype_try_from_value). -1 if it denotes none. */
int nb_dtype_of(Value v);
/* Adds the type names (float32, int32, void, boolean, f4, ...) to a module (numba, numba.types). */
void nb_register_types(Value module);

#endif

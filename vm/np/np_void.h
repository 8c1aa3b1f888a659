/* np_void.h — the class np.void (np_void.c). */
#ifndef NP_VOID_H
#define NP_VOID_H
#include <stddef.h>
#include <stdint.h>

#include "../obj/value.h"

void np_register_void(Value m);          /* np.void */
Value np_void_type_object(Value v);      /* type() of a structured scalar: np.void or np.record */
Value np_void_plain_new(const void *data, size_t n); /* np.void(b'..'): an unstructured void */
/* An unstructured void's bytes (bytes(v)), NULL for other values. */
const char *np_void_plain_data(Value v, int64_t *n);

#endif

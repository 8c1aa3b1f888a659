/* np_raise.h — the common tail of NumPy errors whose message is built in a StrBuf (shapes). */
#ifndef WEFT_NP_RAISE_H
#define WEFT_NP_RAISE_H

#include "../base/error.h"
#include "../base/strbuf.h"

/* Raise kind with the message prefix followed by sb's text, the unwinding freeing sb (the
 * caller's; rt_raise makes its message first). Defined in np_array.c. */
_Noreturn void np_raise_sb(ExcKind kind, const char *prefix, StrBuf *sb);
/* ValueError "could not broadcast input array from shape (2,3) into shape (2,2)": storing an
 * array of shape `from` into a destination of shape `to` (NumPy's compact shapes). */
/* ValueError "<head>(2,3)<middle>(2,2)": a message naming two shapes (NumPy's compact form). */
_Noreturn void np_raise_two_shapes(const char *head, int nfrom, const int64_t *from,
                                   const char *middle, int nto, const int64_t *to);
_Noreturn void np_raise_bcast_into(int nfrom, const int64_t *from, int nto, const int64_t *to);

#endif

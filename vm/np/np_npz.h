/* np_npz.h — .npz archives (np_npz.c) and the .npy pieces they are made of (np_npy.c),
 * private to vm/np. */
#ifndef WEFT_NP_NPZ_H
#define WEFT_NP_NPZ_H

#include "../base/strbuf.h"
#include "np_internal.h"

/* np_npy.c: the array in a .npy file's bytes (an object array's pickle read when allow_pickle,
 * else NumPy's ValueError); the .npy bytes of an array-like, appended. */
Value np_npy_parse(const unsigned char *buf, size_t len, bool allow_pickle);
void np_npy_bytes(StrBuf *out, Value v);

/* np_npz.c: np.load of a zip archive's bytes: an NpzFile (arrays read on access). */
Value np_npz_open(const unsigned char *buf, size_t len, bool allow_pickle);
void np_register_npz(Value m); /* np.savez */

#endif

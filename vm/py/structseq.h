/* structseq.h — sys's struct sequences (version_info, flags, float_info, ...: sys.c), values
 * that index, compare and hash as the tuple of their items and are tuples to isinstance. */
#ifndef WEFT_PY_STRUCTSEQ_H
#define WEFT_PY_STRUCTSEQ_H

#include "../obj/value.h"

bool py_is_structseq(Value v);

#endif

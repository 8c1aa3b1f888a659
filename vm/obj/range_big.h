/* range_big.h — ranges with a big-int bound or step (range_big.c; their type is called range
 * too). range() makes one only when an argument is a big int. */
#ifndef WEFT_RT_RANGE_BIG_H
#define WEFT_RT_RANGE_BIG_H

#include "value.h"

extern const ObjType rt_bigrange_type;
Value rt_bigrange_new(Value start, Value stop, Value step); /* increfs; step != 0 */
Value rt_bigrange_reversed(Value r);                        /* reversed(r) */

#endif

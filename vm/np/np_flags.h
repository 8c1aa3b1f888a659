/* np_flags.h — a.flags (np_flags.c). */
#ifndef WEFT_NP_FLAGS_H
#define WEFT_NP_FLAGS_H

#include "../obj/value.h"

/* The flags object of arr (an ndarray; holds a reference to it). */
Value np_flags_new(Value arr);

#endif

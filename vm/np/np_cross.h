/* np_cross.h — np.cross (np_cross.c), registered by np_build.c. */
#ifndef WEFT_NP_CROSS_H
#define WEFT_NP_CROSS_H

#include "../obj/objects.h"

Value np_f_cross(Value self, int argc, const Value *argv, const Kwargs *kw);

#endif

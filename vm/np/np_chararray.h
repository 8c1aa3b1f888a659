/* np_chararray.h — np.chararray, np.char.array and np.char.asarray (np_chararray.c). */
#ifndef NP_CHARARRAY_H
#define NP_CHARARRAY_H
#include "../obj/value.h"
#include "../obj/native.h"

void np_register_chararray(Value m, Value ch); /* numpy and numpy.char */
bool np_is_chararray(Value v);
/* A chararray's string array (borrowed); v itself for other values. */
Value np_chararray_unwrap(Value v);
/* v (stolen) as a chararray when it is a string array; v itself otherwise. */
Value np_chararray_wrap(Value v);
/* a.view(...) of a string array or a chararray (the same items; np.ndarray or np.chararray). */
Value np_strarr_m_view(Value self, int argc, const Value *argv, const Kwargs *kw);

#endif

/* np_array_copy.h — ndarray.copy, __copy__, __deepcopy__ and astype (np_array_copy.c). */
#ifndef WEFT_NP_ARRAY_COPY_H
#define WEFT_NP_ARRAY_COPY_H

void np_register_array_copies(void); /* the methods, with np_register_method */

#endif

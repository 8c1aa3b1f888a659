/* np_half.h — np.float16's element format (IEEE binary16 bits) and its exact conversions,
 * as NumPy's npy_half functions define them: float and double round to nearest even
 * (ties to even, subnormals, overflow to inf raising FE_OVERFLOW, NaN payloads kept in the top
 * bits); half to float and double is exact. Private to vm/np (np_half.c owns them). */
#ifndef WEFT_RT_NP_HALF_H
#define WEFT_RT_NP_HALF_H

#include <stdint.h>

float np_half_to_float(uint16_t h);
double np_half_to_double(uint16_t h);
uint16_t np_half_from_float(float f);
uint16_t np_half_from_double(double d);

#endif

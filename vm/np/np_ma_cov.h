/* np_ma_cov.h — np.ma.cov and np.ma.corrcoef (np_ma_cov.c). */
#ifndef WEFT_NP_MA_COV_H
#define WEFT_NP_MA_COV_H

#include "../obj/value.h"

void np_ma_register_cov(Value m); /* numpy.ma */

#endif

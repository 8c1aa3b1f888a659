# A long polynomial breaks its line before the print width (75 columns), counting the
# superscripts as one character each.
import numpy as np
from numpy.polynomial import Polynomial
print(Polynomial(np.arange(30.0) * 1.5))
np.set_printoptions(linewidth=40)
print(Polynomial([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))

# expect: 0.0 + 1.5·x + 3.0·x² + 4.5·x³ + 6.0·x⁴ + 7.5·x⁵ + 9.0·x⁶ + 10.5·x⁷ +
# expect: 12.0·x⁸ + 13.5·x⁹ + 15.0·x¹⁰ + 16.5·x¹¹ + 18.0·x¹² + 19.5·x¹³ + 21.0·x¹⁴ +
# expect: 22.5·x¹⁵ + 24.0·x¹⁶ + 25.5·x¹⁷ + 27.0·x¹⁸ + 28.5·x¹⁹ + 30.0·x²⁰ +
# expect: 31.5·x²¹ + 33.0·x²² + 34.5·x²³ + 36.0·x²⁴ + 37.5·x²⁵ + 39.0·x²⁶ +
# expect: 40.5·x²⁷ + 42.0·x²⁸ + 43.5·x²⁹
# expect: 1.0 + 2.0·x + 3.0·x² + 4.0·x³ +
# expect: 5.0·x⁴ + 6.0·x⁵ + 7.0·x⁶ + 8.0·x⁷ +
# expect: 9.0·x⁸ + 10.0·x⁹ + 11.0·x¹⁰ + 12.0·x¹¹

# str(poly1d): the exponents on a line above their terms, wrapped at 70 columns; coefficients
# as '%.4g', minus signs folded into the separators, complex coefficients in parentheses.
import numpy as np

print(np.poly1d([1, 2, 3]))
print(np.poly1d([3.25, 0, -1e-5, 7, 0, 123456.0]))
print(np.poly1d([1, -2j, 3 + 1j]))
print(np.poly1d([0]))
print(np.poly1d([0, 0, 5, 0]))
print(np.poly1d([1, 2, 3], variable='z'))
print(np.poly1d(np.arange(1, 30)))
print(np.poly1d([-1.5, 2.0]))
print(np.poly1d([1e20, -3, 0.5]))

# expect:    2
# expect: 1 x + 2 x + 3
# expect:       5         3     2
# expect: 3.25 x - 1e-05 x + 7 x + 1.235e+05
# expect:    2
# expect: 1 x - 2j x + (3 + 1j)
# expect:  
# expect: 0
# expect:  
# expect: 5 x
# expect:    2
# expect: 1 z + 2 z + 3
# expect:    28     27     26     25     24     23     22     21     20      19
# expect: 1 x  + 2 x  + 3 x  + 4 x  + 5 x  + 6 x  + 7 x  + 8 x  + 9 x  + 10 x 
# expect:        18      17      16      15      14      13      12      11
# expect:  + 11 x  + 12 x  + 13 x  + 14 x  + 15 x  + 16 x  + 17 x  + 18 x 
# expect:        10      9      8      7      6      5      4      3      2
# expect:  + 19 x  + 20 x + 21 x + 22 x + 23 x + 24 x + 25 x + 26 x + 27 x + 28 x + 29
# expect:  
# expect: -1.5 x + 2
# expect:        2
# expect: 1e+20 x - 3 x + 0.5

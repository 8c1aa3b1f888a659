# loadtxt's error messages count data rows only (comment, blank and skipped lines do not count)
import io
import numpy as np
cases = [("1,2\n3\n", {}), ("1,2\n3,4\n5\n", {}), ("# c\n1,2\n3\n", {}), ("h\n1,2\n3\n", {'skiprows': 1}),
         ("1,2\n\n3\n", {}), ("1,2\n3,4,5\n", {}), ("1,2\n\n3,x\n", {}), ("#c\n1,x\n", {}),
         ("1,2\n3\n", {'usecols': (1,)}), ("# c\n3\n", {'usecols': (1,)})]
for text, kw in cases:
    try:
        np.loadtxt(io.StringIO(text), delimiter=',', **kw)
    except ValueError as e:
        print(e)


# expect: the number of columns changed from 2 to 1 at row 2; use `usecols` to select a subset and avoid this error
# expect: the number of columns changed from 2 to 1 at row 3; use `usecols` to select a subset and avoid this error
# expect: the number of columns changed from 2 to 1 at row 2; use `usecols` to select a subset and avoid this error
# expect: the number of columns changed from 2 to 1 at row 2; use `usecols` to select a subset and avoid this error
# expect: the number of columns changed from 2 to 1 at row 2; use `usecols` to select a subset and avoid this error
# expect: the number of columns changed from 2 to 3 at row 2; use `usecols` to select a subset and avoid this error
# expect: could not convert string 'x' to float64 at row 1, column 2.
# expect: could not convert string 'x' to float64 at row 0, column 2.
# expect: invalid column index 1 at row 2 with 1 columns
# expect: invalid column index 1 at row 1 with 1 columns

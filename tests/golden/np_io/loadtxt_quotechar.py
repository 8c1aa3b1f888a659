# np.loadtxt quotechar=: NumPy's tokenizer (quotes only at a field's start, doubled quotes, delimiters and comments inside quotes, the field going on after the closing quote), its checks and messages
import numpy as np, io
def t(*a, **k):
    try:
        print(repr(np.loadtxt(*a, **k)))
    except Exception as e:
        print(type(e).__name__, e)
t(io.StringIO('"1.5",2\n"3","4e1"\n'), delimiter=',', quotechar='"')
t(io.StringIO('"1.5" 2\n  "3"   "4e1"\n'), quotechar='"')
t(['1, "2"'], delimiter=',', quotechar='"')
t(['1, x'], delimiter=',')
t(['"1,5",2'], delimiter=',', quotechar='"')
t(['1,2'], delimiter=',', quotechar='ab')
t(['1,2'], delimiter=',', quotechar=',')
t(['1,2'], delimiter=',', quotechar='#')
t(['1,2'], delimiter=',', quotechar=5)
t(['1,2'], delimiter=',', quotechar='')
t(['1;2'], delimiter=';', quotechar="'", comments=None)
t(['"1" "2"'], delimiter=' ', quotechar='"')
t(['"1"  "2" # "x'], quotechar='"')
t(['"1,#"  "2" # "x'], quotechar='"')
t(['"1"2,3'], delimiter=',', quotechar='"')
t(['"1" ,3'], delimiter=',', quotechar='"')
t(['"1"', '"2 "'], delimiter=',', quotechar='"')
t(['"1"  "2"'], quotechar='"')
t(['"1" 2'], quotechar='"')
t(['"1"\t2'], quotechar='"')
t(['"1"  "2" # x'], quotechar='"')
t(['1 2 # x', '# only', '   ', '3 4'], quotechar='"')
t(['1  2  '], quotechar='"')
t(['"1"  2  '], quotechar='"')
t(['h1,h2', '"1",""2""', '"3","4"', '5,6'], delimiter=',', quotechar='"', skiprows=1, max_rows=2, dtype=int)
t(['"1","2","3"', '"4","5","6"'], delimiter=',', quotechar='"', usecols=(0, 2), unpack=True)
t(["'1','x'"], delimiter=',', quotechar="'", converters={1: lambda s: len(s)})

# expect: array([[ 1.5,  2. ],
# expect:        [ 3. , 40. ]])
# expect: array([[ 1.5,  2. ],
# expect:        [ 3. , 40. ]])
# expect: ValueError could not convert string ' "2"' to float64 at row 0, column 2.
# expect: ValueError could not convert string ' x' to float64 at row 0, column 2.
# expect: ValueError could not convert string '1,5' to float64 at row 0, column 1.
# expect: TypeError Text reading control character must be a single unicode character or None; but got: 'ab'
# expect: TypeError The values for control characters 'quotechar' and 'delimiter' are incompatible
# expect: TypeError The values for control characters 'comment' and 'quotechar' are incompatible
# expect: TypeError Text reading control character must be a single unicode character or None; but got: 5
# expect: TypeError Text reading control character must be a single unicode character or None; but got: ''
# expect: array([1., 2.])
# expect: array([1., 2.])
# expect: ValueError could not convert string '' to float64 at row 0, column 3.
# expect: ValueError could not convert string '1,#' to float64 at row 0, column 1.
# expect: array([12.,  3.])
# expect: array([1., 3.])
# expect: array([1., 2.])
# expect: array([1., 2.])
# expect: array([1., 2.])
# expect: array([1., 2.])
# expect: ValueError could not convert string '' to float64 at row 0, column 3.
# expect: array([[1., 2.],
# expect:        [3., 4.]])
# expect: array([1., 2.])
# expect: ValueError could not convert string '' to float64 at row 0, column 3.
# expect: ValueError could not convert string '2""' to int64 at row 0, column 2.
# expect: array([[1., 4.],
# expect:        [3., 6.]])
# expect: array([1., 1.])

# nditer broadcasts a lower-dimensional first operand against the others; 0-d items format with %d
import numpy as np
a = np.arange(3)
b = np.arange(6).reshape(2, 3)
for x, y in np.nditer([a, b]):
    print("%d:%d" % (x, y), end=' ')
print()
for x, y, z in np.nditer([np.arange(2).reshape(2, 1), a, b]):
    print("%i%i%i" % (x, y, z), end=' ')
print()
it = np.nditer(b, flags=['multi_index'])
for x in it:
    print("%d <%s>" % (x, it.multi_index), end=' ')
print()


# expect: 0:0 1:1 2:2 0:3 1:4 2:5 
# expect: 000 011 022 103 114 125 
# expect: 0 <(0, 0)> 1 <(0, 1)> 2 <(0, 2)> 3 <(1, 0)> 4 <(1, 1)> 5 <(1, 2)> 

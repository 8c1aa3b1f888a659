# from itertools import ...
from itertools import chain, islice, count, product
print(list(islice(chain('ab', count()), 5)), list(product('x', 'yz')))

# expect: ['a', 'b', 0, 1, 2] [('x', 'y'), ('x', 'z')]

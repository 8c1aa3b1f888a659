# cmp_to_key turns a comparison function into a sort key.
from functools import cmp_to_key
def by_len_then_text(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)
words = ['pear', 'fig', 'apple', 'kiwi', 'date']
print(sorted(words, key=cmp_to_key(by_len_then_text)))
print(sorted([3, 1, 2], key=cmp_to_key(lambda a, b: b - a)), max([3, 1, 2], key=cmp_to_key(lambda a, b: a - b)))
K = cmp_to_key(lambda a, b: a - b)
print(K(1) < K(2), K(2) <= K(2), K(3) == K(3), K(1) != K(2), K(5).obj)

# expect: ['fig', 'date', 'kiwi', 'pear', 'apple']
# expect: [3, 2, 1] 3
# expect: True True True True 5

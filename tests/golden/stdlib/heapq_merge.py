# merge of sorted inputs, lazily; key and reverse; ties come from the earlier input first.
import heapq
print(list(heapq.merge([1, 4, 7], [2, 5, 8], [0, 9])))
print(list(heapq.merge(["a", "ccc"], ["bb", "dd"], key=len)))
print(list(heapq.merge([9, 5, 1], [8, 2], reverse=True)))
g = heapq.merge(iter([1, 3]), iter([2]))
print(next(g), next(g), next(g))

# expect: [0, 1, 2, 4, 5, 7, 8, 9]
# expect: ['a', 'bb', 'dd', 'ccc']
# expect: [9, 8, 5, 2, 1]
# expect: 1 2 3

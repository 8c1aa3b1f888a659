# heapify rearranges in place, as CPython's sift loop does.
import heapq
a = [9, 4, 7, 1, 8, 2, 6, 3, 5, 0, 11, 10]
heapq.heapify(a)
print(a)
words = ["pear", "apple", "fig", "kiwi", "banana"]
heapq.heapify(words)
print(words)

# expect: [0, 1, 2, 3, 4, 7, 6, 9, 5, 8, 11, 10]
# expect: ['apple', 'banana', 'fig', 'kiwi', 'pear']

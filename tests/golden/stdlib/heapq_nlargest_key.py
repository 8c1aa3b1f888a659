# nlargest and nsmallest, with key; ties keep their original order.
import heapq
nums = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
print(heapq.nlargest(3, nums), heapq.nsmallest(4, nums))
people = [("ann", 31), ("bob", 25), ("cy", 31), ("di", 19)]
print(heapq.nlargest(2, people, key=lambda p: p[1]))
print(heapq.nsmallest(2, people, key=lambda p: p[1]))
print(heapq.nlargest(0, nums), heapq.nsmallest(20, [2, 1]))

# expect: [9, 6, 5] [1, 1, 2, 3]
# expect: [('ann', 31), ('cy', 31)]
# expect: [('di', 19), ('bob', 25)]
# expect: [] [1, 2]

# a breadth-first search with a deque as the queue
from collections import deque
graph = {"a": ["b", "c"], "b": ["d"], "c": ["d", "e"], "d": ["f"], "e": ["f"], "f": []}
seen = {"a"}
queue = deque(["a"])
order = []
while queue:
    node = queue.popleft()
    order.append(node)
    for nxt in graph[node]:
        if nxt not in seen:
            seen.add(nxt)
            queue.append(nxt)
print(order)
# expect: ['a', 'b', 'c', 'd', 'e', 'f']

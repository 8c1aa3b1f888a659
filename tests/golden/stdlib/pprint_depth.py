# pprint's depth=: containers that many levels down print as [...], {...}, (...,).
import pprint
pprint.pprint([[1, 2, [3, [4]]], {"k": {"j": 1}}, (1, (2,)), [], {}], depth=2)
pprint.pprint({"users": [{"name": "alice", "roles": ["admin", "dev"]}] * 3}, depth=2, width=30)
print(pprint.pformat([1, [2]], depth=1))

# expect: [[1, 2, [...]], {'k': {...}}, (1, (...,)), [], {}]
# expect: {'users': [{...},
# expect:            {...},
# expect:            {...}]}
# expect: [1, [...]]

# json.loads' parse_float, parse_int, parse_constant and object_pairs_hook (repeated keys kept;
# it wins over object_hook).
import json
from decimal import Decimal
from collections import OrderedDict
print(json.loads("3.10", parse_float=Decimal), json.loads('[1, 2, 1.5]', parse_int=float), json.loads('[1e3, -0.5]', parse_float=str))
print(json.loads('{"a": 1, "b": [2, {"c": 3}], "a": 4}', object_pairs_hook=list))
print(json.loads('{"x": 1, "y": 2}', object_pairs_hook=OrderedDict), json.loads('{}', object_pairs_hook=tuple))
print(json.loads('[NaN, Infinity, -Infinity]', parse_constant=lambda s: f"<{s}>"))
print(json.loads('{"k": 1}', object_hook=lambda d: sorted(d), object_pairs_hook=dict), json.loads("12", parse_int=lambda s: s * 2))
# expect: 3.10 [1.0, 2.0, 1.5] ['1e3', '-0.5']
# expect: [('a', 1), ('b', [2, [('c', 3)]]), ('a', 4)]
# expect: OrderedDict([('x', 1), ('y', 2)]) ()
# expect: ['<NaN>', '<Infinity>', '<-Infinity>']
# expect: {'k': 1} 1212

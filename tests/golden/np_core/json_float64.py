# numpy.float64 subclasses Python's float, so json encodes it (as a value and as a dict key)
# like a float; float32 and bool_ are not floats and are refused.
import json
import numpy as np
scores = np.array([88.5, 92.0, 79.25])
report = {'mean': scores.mean(), 'max': np.max(scores), 'nan': np.float64('nan'), np.float64(0.5): 'half'}
print(json.dumps(report))
print(json.dumps([np.float64(1e300) * 10, np.str_('s')]))
for v in (np.float32(1.5), np.bool_(True)):
    try:
        json.dumps(v)
    except TypeError as e:
        print("TypeError:", e)
# expect: {"mean": 86.58333333333333, "max": 92.0, "nan": NaN, "0.5": "half"}
# expect: [1e+301, "s"]
# expect: TypeError: Object of type float32 is not JSON serializable
# expect: TypeError: Object of type bool_ is not JSON serializable

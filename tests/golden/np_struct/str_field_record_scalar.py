import numpy as np
p = np.array([('ada', 36)], dtype=[('name', 'U8'), ('age', 'i4')])
x = p[0]['name']
print(type(x), x, repr(x), x.upper(), isinstance(x, str))
rec = p.view(np.recarray)
print(type(rec.name[0]).__name__, rec[0].name)
# expect: <class 'numpy.str_'> ada 'ada' ADA True
# expect: str_ ada

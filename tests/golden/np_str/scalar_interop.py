import json
import numpy as np
a = np.array(['a', 'bb'])
x = a[1]
print(json.dumps(x), json.dumps([a[0]]), '%s-%r' % (x, x), x in {'bb'}, x.split('b'), sorted(a), list(a))
print(str(x), x.join(['1', '2']), x.startswith('b'), int(np.str_('12')), np.str_('ab') < 'b', max(a), ''.join(a))
print(np.str_('a') + np.str_('b'), type(np.str_('a') + np.str_('b')).__name__, type(a.tolist()[0]).__name__)
# expect: "bb" ["a"] bb-'bb' True ['', '', ''] ['a', 'bb'] ['a', 'bb']
# expect: bb 1bb2 True 12 True bb abb
# expect: ab str str

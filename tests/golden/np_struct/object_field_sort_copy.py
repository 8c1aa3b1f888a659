# Object fields sort by their values' < (order= names them), and travel with copies, slices, concatenation, recarray views and whole-field assignment.
import numpy as np
dt = np.dtype([('name', 'O'), ('age', 'i4')])
people = np.array([('carol', 35), ('alice', 30), ('bob', 25)], dtype=dt)
print(np.sort(people, order='name'))
print(np.sort(people, order='age'))
print(np.argsort(people, order='name'))
people.sort(order='name')
print(people)
print(people.dtype.descr, people.dtype.fields['name'], people.dtype['name'])
print(people[['name']])
print(people[1:])
print(np.concatenate([people, people[:1]]))
c = people.copy()
c['name'][0] = 'zed'
print(people[0], c[0])
print(people.dtype == np.dtype([('name', object), ('age', '<i4')]))
r = people.view(np.recarray)
print(r.name, r[0].name)
print(np.zeros(1, dtype=dt), np.empty(1, dtype=dt))
people['name'] = ['x', 'y', 'z']
print(people)
people['name'] = 'same'
print(people)
print(np.array([(1, 2)], dtype=[('a', object), ('b', int)]))
print(people == people)
# expect: [('alice', 30) ('bob', 25) ('carol', 35)]
# expect: [('bob', 25) ('alice', 30) ('carol', 35)]
# expect: [1 2 0]
# expect: [('alice', 30) ('bob', 25) ('carol', 35)]
# expect: [('name', '|O'), ('age', '<i4')] (dtype('O'), 0) object
# expect: [('alice',) ('bob',) ('carol',)]
# expect: [('bob', 25) ('carol', 35)]
# expect: [('alice', 30) ('bob', 25) ('carol', 35) ('alice', 30)]
# expect: ('alice', 30) ('zed', 30)
# expect: True
# expect: ['alice' 'bob' 'carol'] alice
# expect: [(0, 0)] [(None, 0)]
# expect: [('x', 30) ('y', 25) ('z', 35)]
# expect: [('same', 30) ('same', 25) ('same', 35)]
# expect: [(1, 2)]
# expect: [ True  True  True]

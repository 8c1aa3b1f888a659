import numpy as np
a = np.array(['word%d' % i for i in range(30)])
print(a)
print(repr(a))
# expect: ['word0' 'word1' 'word2' 'word3' 'word4' 'word5' 'word6' 'word7' 'word8'
# expect:  'word9' 'word10' 'word11' 'word12' 'word13' 'word14' 'word15' 'word16'
# expect:  'word17' 'word18' 'word19' 'word20' 'word21' 'word22' 'word23' 'word24'
# expect:  'word25' 'word26' 'word27' 'word28' 'word29']
# expect: array(['word0', 'word1', 'word2', 'word3', 'word4', 'word5', 'word6',
# expect:        'word7', 'word8', 'word9', 'word10', 'word11', 'word12', 'word13',
# expect:        'word14', 'word15', 'word16', 'word17', 'word18', 'word19',
# expect:        'word20', 'word21', 'word22', 'word23', 'word24', 'word25',
# expect:        'word26', 'word27', 'word28', 'word29'], dtype='<U6')

# Le cours en français.

import { eventLogBody, validateEventForm } from './event-forms';

describe('event forms', () => {
  it('reports the spec messages per field', () => {
    expect(validateEventForm('contact-us', { fname: 'A', lname: '', emailAddress: 'nope', message: '' })).toEqual({
      fname: 'Name must have at least 2 letters.',
      lname: 'Field is required',
      emailAddress: 'Please provide valid e-mail address.',
      message: 'Field is required',
    });
  });
  it('accepts a complete form', () => {
    expect(validateEventForm('demo-sign-up', { fname: 'Ana', lname: 'Lee', emailAddress: 'ana@example.com', company: 'Shop' })).toEqual({});
  });
  it('posts contact messages as contactmessage and sign-ups as payload', () => {
    expect(eventLogBody('contact-us', { fname: ' Ana ', lname: 'Lee', emailAddress: 'a@b.co', message: 'Hi' }, 'u1')).toEqual({
      eventType: 'contact-message',
      uuid: 'u1',
      contactmessage: { fname: 'Ana', lname: 'Lee', emailAddress: 'a@b.co', message: 'Hi' },
    });
    expect(eventLogBody('driver-sign-up', { fname: 'Bo' }, 'u2')).toMatchObject({ eventType: 'driver-sign-up', payload: { fname: 'Bo', city: '' } });
  });
});
